/** Sends the browser to another page (a checkout page, or back from one); tests spy on it. */
export const browserNavigation = {
  assign(url: string) {
    window.location.assign(url);
  },
};
