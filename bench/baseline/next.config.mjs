// The root tsconfig already type-checks these files; the bench build need not. The plain pages under /rendered
// inline the site's stylesheet as the site does (docs/decisions/0442); the empty page has none.
const config = { typescript: { ignoreBuildErrors: true }, experimental: { inlineCss: true } };
export default config;
