import type { CreateLiveBody, LiveFormValues, LiveSessionDetail } from '@medprep/shared';
import { LIVE_DEFAULT_TIMEZONE, LIVE_FORM_FIELD_OF, moneyToMinor } from '@medprep/shared/constants';
import { ApiError } from '../../lib/api-client';
import { fromLocalInput, toLocalInput, viewerZone } from '../../lib/viewer-time';

export const emptyLiveForm = (): LiveFormValues => ({
  title: '',
  description: '',
  start: '',
  end: '',
  pricingType: 'free',
  amount: '',
  currency: 'GBP',
  membersAccess: 'none',
  zoomUrl: '',
  passcode: '',
  thumbnail: '',
  repeatWeeks: '1',
  isNew: true,
});

export const formFromSession = (s: LiveSessionDetail): LiveFormValues => ({
  title: s.title,
  description: s.description,
  start: toLocalInput(s.startAt),
  end: toLocalInput(s.endAt),
  pricingType: s.pricing.type,
  amount: s.pricing.type === 'paid' ? (s.pricing.amountMinor / 100).toFixed(2) : '',
  currency: s.pricing.currency,
  membersAccess: s.membersAccess,
  zoomUrl: s.zoom?.joinUrl ?? '',
  passcode: s.zoom?.passcode ?? '',
  thumbnail: s.thumbnail ?? '',
  repeatWeeks: '1',
  isNew: false,
});

/** The request body of a valid form; local date-times are read in the browser's zone (the session's zone). */
export function bodyFromForm(v: LiveFormValues): CreateLiveBody {
  const amountMinor = v.pricingType === 'paid' ? (moneyToMinor(v.amount.trim()) ?? 0) : 0;
  return {
    title: v.title.trim(),
    description: v.description,
    startAt: fromLocalInput(v.start),
    endAt: fromLocalInput(v.end),
    ...(v.isNew ? { timezone: viewerZone() || LIVE_DEFAULT_TIMEZONE } : {}),
    pricing: { type: v.pricingType, amountMinor, currency: v.currency },
    membersAccess: v.membersAccess,
    visibility: 'public',
    thumbnail: v.thumbnail || null,
    zoom: { joinUrl: v.zoomUrl.trim() || null, passcode: v.passcode.trim() || null },
    ...(v.isNew ? { repeatWeeks: Number(v.repeatWeeks) } : {}),
  };
}

/** The server's field names are the body's (`startAt`, `pricing.amountMinor`): put them on the form's. */
export function toFormError(error: unknown): unknown {
  if (!(error instanceof ApiError) || !Object.keys(error.fields).length) return error;
  const fields: Record<string, string> = {};
  for (const [name, sentence] of Object.entries(error.fields))
    fields[LIVE_FORM_FIELD_OF[name] ?? name] = sentence;
  return new ApiError(
    error.status,
    { error: error.code as never, message: error.message, fields },
    error.message,
  );
}
