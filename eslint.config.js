// Typed lint for all TypeScript: `npm run lint` fails on any problem, warnings included.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

/** Attributes whose value a guest reads or hears. */
const TEXT_ATTRIBUTES =
  '/^(aria-label|aria-description|aria-roledescription|aria-valuetext|placeholder|title|alt|label)$/';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      '.astro/**',
      '.cache/**',
      '.data/**',
      '.tmp/**',
      'src/generated/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
    languageOptions: jsxA11y.flatConfigs.recommended.languageOptions,
  },
  {
    // Every text a guest reads or hears in an island or a shared UI component comes from the
    // message catalogues (#messages, docs/architecture.md §4b), so each language's build carries it
    // in that language.
    files: ['src/islands/**/*.tsx', 'src/ui/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXText[value=/[A-Za-z]/]',
          message: 'Text in an island comes from the catalogue: import * as m from "#messages".',
        },
        {
          selector: `JSXAttribute[name.name=${TEXT_ATTRIBUTES}] > Literal[value=/[A-Za-z]/]`,
          message: 'A label in an island comes from the catalogue: import * as m from "#messages".',
        },
        {
          selector: `JSXAttribute[name.name=${TEXT_ATTRIBUTES}] > JSXExpressionContainer > :matches(Literal[value=/[A-Za-z]/], TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]/])`,
          message: 'A label in an island comes from the catalogue: import * as m from "#messages".',
        },
        {
          selector:
            'JSXExpressionContainer > :matches(Literal[value=/[A-Za-z]/], TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]/])',
          message: 'Text in an island comes from the catalogue: import * as m from "#messages".',
        },
        {
          // A choice between texts: `{shown ? 'Hide' : 'Show'}`, `{busy && 'Saving…'}`.
          selector:
            ':matches(JSXElement, JSXFragment) > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression) > Literal[value=/[A-Za-z]/]',
          message: 'Text in an island comes from the catalogue: import * as m from "#messages".',
        },
        {
          selector: `JSXAttribute[name.name=${TEXT_ATTRIBUTES}] > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression) > Literal[value=/[A-Za-z]/]`,
          message: 'A label in an island comes from the catalogue: import * as m from "#messages".',
        },
      ],
    },
  },
  {
    // Tests read JSON answers whose shape is what they assert: `any` from res.json() is expected there.
    files: ['tests/**', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
