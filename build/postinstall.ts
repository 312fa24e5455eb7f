// tap's reporter renders with ink, which needs React 18, but ink resolves `react` from the
// project root, where React 19 lives. npm cannot nest a peer dependency, so point ink at the
// React 18 copy that @tapjs/reporter already installs (package.json "overrides").
import { existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const react18 = join(root, 'node_modules/@tapjs/reporter/node_modules/react');
const target = join(root, 'node_modules/ink/node_modules/react');
if (existsSync(react18) && existsSync(join(root, 'node_modules/ink')) && !existsSync(target)) {
  mkdirSync(dirname(target), { recursive: true });
  symlinkSync(relative(dirname(target), react18), target, 'dir');
}
