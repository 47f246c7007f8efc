/** Text written into an e-mail's HTML: `& < > " '` as character references, so names and addresses stay text. */
export const escaparHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
