import { describe, expect, it } from 'vitest';
import { categoryTitle } from './category-title.ts';

describe('categoryTitle', () => {
  it('capitalizes each word of a category', () => {
    expect(categoryTitle('stagecoach')).toBe('Stagecoach');
    expect(categoryTitle('country-music_fest')).toBe('Country Music Fest');
    expect(categoryTitle('  ')).toBe('');
  });
});
