// The error page's <title> (spec section 2.3), apart from its copy (shared/error-texts.ts): error
// boundaries need the title synchronously, so this file is start-up JavaScript; the copy loads
// with the error page.

export function pageTitleForError(status: number, brandName: string): string {
  return `Error ${status} | ${brandName}`;
}
