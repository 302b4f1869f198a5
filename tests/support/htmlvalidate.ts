import type { ConfigData } from 'html-validate';

/** html-validate's recommended preset, with only the changes React's serialiser makes necessary. */
export const htmlValidateConfig: ConfigData = {
  root: true,
  extends: ['html-validate:recommended'],
  rules: {
    // renderToStaticMarkup always writes void elements as <meta/>, <img/>; both forms are valid HTML.
    'void-style': ['error', { style: 'selfclose' }],
    // React writes some attributes under their camelCase prop name (charSet, dateTime, srcSet); HTML names are case-insensitive.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    // WebKit/VoiceOver drops list semantics from a <ul> styled list-style:none; role="list" restores them.
    'no-redundant-role': ['error', { exclude: ['list'] }],
    // React writes boolean attributes as open="", disabled=""; both forms are valid HTML.
    'attribute-boolean-style': ['error', { style: 'empty' }],
  },
};
