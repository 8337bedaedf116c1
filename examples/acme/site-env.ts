// Points the portal's build setup at this site's folders before it is read (imported first).
import path from 'node:path';

process.env.DOCS_DIR ??= path.join(__dirname, 'docs');
process.env.SPECS_DIR ??= path.join(__dirname, 'specs');
