import { describe, expect, it } from 'vitest';
import { parseYaml } from '../../../build/content/load';
import { contactSchema } from '../../../shared/content/contact';
import { installationSchema } from '../../../shared/content/installation';
import { messageOf, lineOf } from '../../support/content-errors';
import { readProjectFile } from '../../support/project-file';

const installationYaml = readProjectFile('content/pages/installation.yaml');
const contactYaml = readProjectFile('content/pages/contact.yaml');
const INSTALLATION = 'content/pages/installation.yaml';
const CONTACT = 'content/pages/contact.yaml';

describe('editors get file:line errors from the support pages content', () => {
  it('accepts the committed files', () => {
    expect(parseYaml(INSTALLATION, installationYaml, installationSchema).guides.map((g) => g.id)).toEqual([
      'android-tv',
      'firestick',
      'formuler',
      'smart-tv',
      'vlc',
    ]);
    expect(parseYaml(CONTACT, contactYaml, contactSchema).faq.items).toHaveLength(3);
  });

  it('a guide with a step removed names the guide', () => {
    const broken = installationYaml.replace(/ {6}- title: Gledajte\n {8}text: .*\n/, '');
    expect(messageOf(() => parseYaml(INSTALLATION, broken, installationSchema))).toMatch(
      new RegExp(
        `^content/pages/installation\\.yaml:${lineOf(broken, 'Otvorite Google Play')}:\\d+ guides\\[0\\]\\.steps: every guide has four numbered steps`,
      ),
    );
  });

  it('a downloader code that is not digits points at its line', () => {
    const broken = installationYaml.replace('code: "284361"', 'code: "28-4361"');
    expect(messageOf(() => parseYaml(INSTALLATION, broken, installationSchema))).toMatch(
      new RegExp(
        `^content/pages/installation\\.yaml:${lineOf(broken, '28-4361')}:\\d+ guides\\[1\\]\\.steps\\[2\\]\\.codes\\[0\\]\\.code: a Downloader code is 4 to 8 digits`,
      ),
    );
  });

  it('a length-limit message without {max} is refused', () => {
    const broken = contactYaml.replace('tooLong: "Najviše {max} znakova."', 'tooLong: "Predugo."');
    expect(messageOf(() => parseYaml(CONTACT, broken, contactSchema))).toMatch(
      /^content\/pages\/contact\.yaml:\d+:\d+ form\.errors\.tooLong: must contain \{max\}/,
    );
  });
});
