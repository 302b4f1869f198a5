import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { IconSymbols } from '../../templates/ui/Icon';
import type { OutputMap } from '../publish/output';
import { projectRoot } from '../paths';
import { addHashedAsset } from './bundle';

/**
 * The SVG sprite every page draws its flags and icons from: the flags' file with the icons' symbols added, under a
 * content-hashed name. Made on every build (it takes a millisecond), so `npm run dev` never serves an icon it changed.
 */
export async function writeSprite(output: OutputMap): Promise<string> {
  const flags = await readFile(path.join(projectRoot, 'templates/flags.svg'), 'utf8');
  const end = flags.lastIndexOf('</svg>');
  if (end === -1) throw new Error('templates/flags.svg has no closing </svg>');
  return addHashedAsset(
    output,
    'sprite',
    '.svg',
    `${flags.slice(0, end)}${renderToStaticMarkup(<IconSymbols />)}\n${flags.slice(end)}`,
  );
}
