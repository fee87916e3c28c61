/** A stand-in XMLHttpRequest for uploads, whose answer the test gives (stub it with vi.stubGlobal). */
export class FakeXhr {
  /** Every request sent since the test emptied the list, oldest first. */
  static all: FakeXhr[] = [];
  static get last(): FakeXhr | null {
    return FakeXhr.all.at(-1) ?? null;
  }
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  target = '';
  form: FormData | null = null;
  open(method: string, url: string) {
    this.target = `${method} ${url}`;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(form: FormData) {
    this.form = form;
    FakeXhr.all.push(this);
  }
  progress(percent: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: percent, total: 100 });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}
