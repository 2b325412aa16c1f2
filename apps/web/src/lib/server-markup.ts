/** True while React renders the server's markup: on the server (entry-server.tsx), and in the browser while it hydrates. */
let serverMarkup = false;

export const setServerMarkup = (value: boolean) => {
  serverMarkup = value;
};

export const isServerMarkup = () => serverMarkup;
