// Copies a text to the clipboard and answers whether it worked: the browser may refuse (no permission, an
// insecure page), and the panel then says so instead of claiming it copied.
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Copies `text` and says what happened, naming it ("Link copied."), or how to copy it by hand. */
export async function copyWithMessage(text: string, what: string): Promise<string> {
  return (await copyText(text))
    ? `${what} copied.`
    : `Could not copy the ${what.toLowerCase()}. Select it and copy it yourself.`;
}
