import { buildSite } from './index';
import { ContentError, ContentErrors } from './content/errors';

// `npm run build`: a content problem is the editor's to fix and prints as file:line lines, anything else with its stack.
buildSite().catch((error: unknown) => {
  if (error instanceof ContentErrors || error instanceof ContentError) {
    console.error(error.message);
    console.error('Build stopped: fix the content above. dist/ was left as it was.');
  } else {
    console.error(error);
    console.error('Build failed. dist/ was left as it was.');
  }
  process.exitCode = 1;
});
