/**
 * The initials that stand for a person or a company where there is no picture: the first letters of the first and
 * the last word that start with a letter or a digit ("Avery Lee Jones" -> "AJ", "3M Company" -> "3C", "Avery" ->
 * "A"). Words of punctuation alone ("-", "(he/him)") are passed over. The account button and the list avatars
 * both show these, so a person has the same initials everywhere.
 */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^[\p{L}\p{N}]/u.test(word));
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return [first, last].map((word) => (word ? (Array.from(word)[0] ?? '').toLocaleUpperCase() : '')).join('');
}
