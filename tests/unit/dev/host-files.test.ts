import { describe, expect, it } from 'vitest';
import { headersFor, parseHeadersFile } from '../../../build/dev/host-files';

describe('_headers read back as Cloudflare Pages applies it', () => {
  const blocks = parseHeadersFile(
    [
      '# a comment',
      '/*',
      '  X-Policy: site',
      '  X-Other: kept',
      '/about',
      '  ! X-Policy',
      '  X-Policy: about',
      '',
    ].join('\n'),
  );

  it('a `! Name` line detaches what an earlier block set, and the block then sets its own', () => {
    expect(headersFor(blocks, '/about')).toEqual({ 'X-Policy': 'about', 'X-Other': 'kept' });
  });

  it('a path no later block matches keeps the first block’s headers', () => {
    expect(headersFor(blocks, '/contact')).toEqual({ 'X-Policy': 'site', 'X-Other': 'kept' });
  });
});
