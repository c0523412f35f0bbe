import { renderToStaticMarkup } from 'react-dom/server';
import { HeroIllustration } from './hero-illustration.tsx';
import { StepIllustration } from './step-illustration.tsx';
import { illustrationSrc, STEP_KINDS } from './illustration-src.ts';

const asFile = (markup: string) => `${markup.replace('<svg ', '<svg xmlns="http://www.w3.org/2000/svg" ')}\n`;

/** File name → SVG text, rendered from the components (build-time only; not in the browser bundle). */
export function renderIllustrations(): Record<string, string> {
  const name = (src: string) => src.split('/').pop()!;
  const files: Record<string, string> = {
    [name(illustrationSrc.hero)]: asFile(renderToStaticMarkup(<HeroIllustration />)),
  };
  for (const kind of STEP_KINDS)
    files[name(illustrationSrc.step(kind))] = asFile(renderToStaticMarkup(<StepIllustration kind={kind} />));
  return files;
}
