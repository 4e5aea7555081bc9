import { describe, expect, it } from 'vitest';
import { isShortLink, postId, postKey } from './links.ts';

/** Every spelling in `forms` is the post `key`. */
const samePost = (key: string, forms: string[]) => {
  for (const form of forms) expect(postKey(form), form).toBe(key);
};

describe('postKey: one post, every spelling', () => {
  it('keys a TikTok post by its global video id, whatever username, host, embed or legacy form', () => {
    samePost('tiktok:7311000000000000001', [
      'https://www.tiktok.com/@maya.moves/video/7311000000000000001',
      'https://www.tiktok.com/@someone.else/video/7311000000000000001',
      'https://www.tiktok.com/@/video/7311000000000000001',
      'https://www.tiktok.com/@maya.moves/video/7311000000000000001?is_from_webapp=1&sender_device=pc',
      'https://m.tiktok.com/@maya.moves/video/7311000000000000001?_r=1&_t=8abc',
      'http://tiktok.com/@maya.moves/video/7311000000000000001/',
      'https://WWW.TikTok.com/@Maya.Moves/VIDEO/7311000000000000001#comments',
      '  https://www.tiktok.com//@maya.moves/video/7311000000000000001//  ',
      'https://www.tiktok.com/embed/v2/7311000000000000001',
      'https://www.tiktok.com/embed/v2/7311000000000000001?lang=en-US',
      'https://www.tiktok.com/embed/7311000000000000001/',
      'https://m.tiktok.com/v/7311000000000000001.html?u_code=x',
      'https://m.tiktok.com/v/7311000000000000001.HTML',
      'https://www.tiktok.com/player/v1/7311000000000000001?autoplay=1',
      'https://www.tiktok.com/share/video/7311000000000000001',
      'https://www.tiktok.com/@maya.moves/photo/7311000000000000001',
      'https://tiktok.com./@maya.moves/video/7311000000000000001',
    ]);
    expect(postKey('https://www.tiktok.com/@a/video/7311000000000000001')).not.toBe(postKey('https://www.tiktok.com/@a/video/7311000000000000002'));
  });

  it('keys a YouTube video by its id from youtu.be (no network), /watch?v=, /shorts/, /embed/, /live/ and any host', () => {
    samePost('youtube:dQw4w9WgXcQ', [
      'https://youtube.com/shorts/dQw4w9WgXcQ?si=AbCdEf123',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://m.youtube.com/shorts/dQw4w9WgXcQ/',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?si=AbCdEf123&t=4',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42s',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ#t=1',
      'https://music.youtube.com/watch?v=dQw4w9WgXcQ&list=RD',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/live/dQw4w9WgXcQ?feature=share',
      'https://WWW.YOUTUBE.COM/Shorts/dQw4w9WgXcQ',
    ]);
    // Ids are case-sensitive: two videos.
    expect(postKey('https://youtu.be/dQw4w9WgXcQ')).not.toBe(postKey('https://youtu.be/dqw4w9wgxcq'));
  });

  it('keys an Instagram post by its code from /p/, /reel/, /reels/, /tv/, with or without a username', () => {
    samePost('instagram:C1a2B3c4D5e', [
      'https://www.instagram.com/reel/C1a2B3c4D5e/?igsh=MXRwZ2Vh',
      'https://instagram.com/reel/C1a2B3c4D5e',
      'https://www.instagram.com/reels/C1a2B3c4D5e/',
      'https://www.instagram.com/p/C1a2B3c4D5e/?utm_source=ig_web_copy_link',
      'https://m.instagram.com/p/C1a2B3c4D5e',
      'https://www.instagram.com/tv/C1a2B3c4D5e',
      'https://www.instagram.com/maya.moves/reel/C1a2B3c4D5e/',
      'https://www.instagram.com/maya.moves/p/C1a2B3c4D5e/?img_index=1',
      'https://WWW.INSTAGRAM.COM/REEL/C1a2B3c4D5e#x',
    ]);
    expect(postKey('https://www.instagram.com/reel/C1a2B3c4D5e/')).not.toBe(postKey('https://www.instagram.com/reel/c1a2b3c4d5e/'));
  });

  it('keys a CapCut template by its id, and other links by the normalized link', () => {
    samePost('capcut:7311000000000000777', [
      'https://www.capcut.com/template-detail/7311000000000000777',
      'https://www.capcut.com/template-detail/my-dance/7311000000000000777?share=1',
    ]);
    samePost('capcut.com/t/Zs8abcDEF', ['https://www.capcut.com/t/Zs8abcDEF/', 'https://capcut.com/t/Zs8abcDEF?utm_source=x#a']);
    // A link naming no post (a profile) is its own normalized link.
    samePost('tiktok.com/@maya.moves', ['https://www.tiktok.com/@maya.moves/', 'https://WWW.TIKTOK.COM/@maya.moves?lang=en']);
  });
});

describe('short links', () => {
  it('knows the links only the platform can resolve, and gives them no post id', () => {
    for (const link of [
      'https://vm.tiktok.com/ZMabC123/',
      'https://VT.TIKTOK.COM/ZSxYz789',
      'https://www.tiktok.com/t/ZTRabc12/',
      'https://m.tiktok.com/t/ZTRabc12',
      'https://www.instagram.com/share/reel/BAabc123',
      'https://www.instagram.com/share/p/BAabc123',
    ]) {
      expect(isShortLink(link), link).toBe(true);
      expect(postId(link), link).toBeNull();
    }
    for (const link of ['https://youtu.be/dQw4w9WgXcQ', 'https://www.tiktok.com/@a/video/1', 'https://vm.tiktok.com/', 'not a link'])
      expect(isShortLink(link), link).toBe(false);
    // Short links keep their code's case: two codes.
    expect(postKey('https://vm.tiktok.com/ZMabC123/')).toBe('vm.tiktok.com/ZMabC123');
    expect(postKey('https://vm.tiktok.com/ZMabC123/')).not.toBe(postKey('https://vm.tiktok.com/zmabc123/'));
  });
});
