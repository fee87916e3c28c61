import { paths } from './paths';

/** Where a course search goes: /courses?q={trimmed text}, or /courses when the text is empty. */
export const courseSearchPath = (text: string) => {
  const q = text.trim();
  return q ? paths.courses({ q }) : paths.courses();
};
