/** Picture quality a channel's name promises; the badge beside each channel in the catalogue. */
export type Quality = '4K' | 'FHD' | 'HD';

/** 4K when the name says 4K or UHD, FHD when it says FHD, otherwise HD (the spec's rule; case-insensitive). */
export function qualityOf(name: string): Quality {
  const upper = name.toUpperCase();
  if (upper.includes('4K') || upper.includes('UHD')) return '4K';
  return upper.includes('FHD') ? 'FHD' : 'HD';
}
