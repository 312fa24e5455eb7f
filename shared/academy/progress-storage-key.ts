/** The localStorage key of the course progress (versioned by the value's `version`, not by the key). */
export const progressStorageKey = 'velora.academy.progress';
