// The hidden marker that finds our sticky PR comment again. Output writes it; the GitHub edge looks for it.
export const COMMENT_MARKER = '<!-- instruction-stack:comment -->';
