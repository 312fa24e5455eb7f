// Which web-font files the first screen of a page in a language draws its text with, so the
// document preloads those and no others (issue 35). Fonts are font-display: optional, so a face
// that arrives after the first paint is not used for that page view: a face left out here means
// a system font for its letters, and a face whose letters sit inside words of another (the
// Vietnamese cut inside Latin words) must come with it, or words are drawn in two fonts.
// Chinese and Korean pages use the system's CJK fonts and preload nothing.
export type PreloadFace = 'latin' | 'latinExt' | 'vietnamese' | 'arabic' | 'thai';

export function preloadFacesFor(language: string): PreloadFace[] {
  if (language === 'ar') return ['arabic', 'latin'];
  if (language === 'th') return ['thai', 'latin'];
  if (language === 'vi') return ['latin', 'vietnamese', 'latinExt'];
  if (language.startsWith('zh') || language === 'ko') return [];
  return ['latin'];
}
