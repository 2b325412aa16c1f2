import js from '@eslint/js';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { layerZones } from './eslint.layers.js';

const root = import.meta.dirname;
const workspaceTs = ['packages/schemas/**/*.ts', 'apps/server/**/*.ts', 'apps/web/**/*.{ts,tsx}'];
// import-x's TypeScript settings (which files it parses and follows), with the resolver given below instead of its own.
const { 'import-x/resolver': _legacyResolver, ...importXTs } = importX.flatConfigs.typescript.settings;

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', '**/dev-dist/**', 'data/**', '**/coverage/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Import cycles and layers (eslint.layers.js), resolved as TypeScript resolves them in each workspace.
    files: workspaceTs,
    plugins: { 'import-x': importX },
    settings: {
      ...importXTs,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['packages/schemas/tsconfig.json', 'apps/server/tsconfig.json', 'apps/web/tsconfig.json'].map(
            (p) => `${root}/${p}`,
          ),
        }),
      ],
    },
    rules: {
      // External packages cannot import our files back: not following them keeps the rule's walk to our own code.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones }],
    },
  },
  {
    // The shop never imports the centre, so the centre stays out of the shop's chunk.
    files: ['apps/web/src/features/shop/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/features/centre/**', '**/app/router*'], message: 'the shop must not pull centre code into its chunk' },
          ],
        },
      ],
    },
  },
);
