/** Rsbuild's error overlay message for a spec error: the same text the terminal prints, escaped. */
export function errorOverlay(message: string): { text: string[]; html: string } {
  const html = message.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return {
    text: [message],
    html: `${html}\n\nFix the file and save it: the page comes back without a restart.`,
  };
}
