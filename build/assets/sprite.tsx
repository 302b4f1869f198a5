import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { flagCodesIn } from '../../shared/content/countries';
import { IconSymbols } from '../../templates/ui/Icon';
import { flagViewId } from '../../templates/ui/sprite';
import type { OutputMap } from '../publish/output';
import { projectRoot } from '../paths';
import { addHashedAsset } from './bundle';

/** Each flag's 30×20 symbol drawn once more, one under the other, with a view an image of the sprite can show. */
function FlagViews({ codes }: { codes: string[] }) {
  return (
    <>
      {/* Rounded as the ring its box draws (templates/ui/Flag.tsx): 2.5 of 30 units is 2 px of 24. */}
      <clipPath id="flag-corners">
        <rect width="30" height="20" rx="2.5" />
      </clipPath>
      {codes.map((code, row) => (
        <Fragment key={code}>
          <view id={flagViewId(code)} viewBox={`0 ${row * 20} 30 20`} />
          <g transform={`translate(0 ${row * 20})`} clipPath="url(#flag-corners)">
            <use href={`#${code}`} width="30" height="20" />
          </g>
        </Fragment>
      ))}
    </>
  );
}

/**
 * The SVG sprite every page draws its flags and icons from: the flags' file with the icons' symbols and the flags'
 * views added, under a content-hashed name. Made on every build (it takes a millisecond), so `npm run dev` never
 * serves an icon it changed.
 */
export async function writeSprite(output: OutputMap): Promise<string> {
  const flags = await readFile(path.join(projectRoot, 'templates/flags.svg'), 'utf8');
  const end = flags.lastIndexOf('</svg>');
  if (end === -1) throw new Error('templates/flags.svg has no closing </svg>');
  // Rendered inside an <svg>, where they will sit, so React takes `clipPath` and the like for SVG elements.
  const added = renderToStaticMarkup(
    <svg>
      <IconSymbols />
      <FlagViews codes={flagCodesIn(flags)} />
    </svg>,
  ).slice('<svg>'.length, -'</svg>'.length);
  return addHashedAsset(output, 'sprite', '.svg', `${flags.slice(0, end)}${added}\n${flags.slice(end)}`);
}
