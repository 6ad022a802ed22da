import { describe, expect, it } from 'vitest';
import { programsOf } from './typecheck-programs.mjs';

const BROWSER = { lib: ['ES2023', 'DOM'], jsx: 'react-jsx' };

describe('the type-check programs', () => {
  it('check projects that extend the same files with the same options as one program over all their files', () => {
    const programs = programsOf([
      {
        dir: '/r/apps/web',
        tsconfig: { extends: ['../../base.json', '../../kit/paths.json'], compilerOptions: BROWSER, include: ['src'] },
      },
      {
        dir: '/r/kit',
        tsconfig: { extends: ['../base.json', './paths.json'], compilerOptions: BROWSER, include: ['src', 'vite'] },
      },
      { dir: '/r/apps/api', tsconfig: { extends: '../../base.json', include: ['src', 'test'] } },
      { dir: '/r/contract', tsconfig: { extends: '../base.json', include: ['src'] } },
    ]);
    expect(programs).toEqual([
      {
        name: 'web+kit',
        projects: ['/r/apps/web', '/r/kit'],
        config: {
          extends: ['/r/base.json', '/r/kit/paths.json'],
          compilerOptions: BROWSER,
          include: ['/r/apps/web/src', '/r/kit/src', '/r/kit/vite'],
        },
      },
      {
        name: 'api+contract',
        projects: ['/r/apps/api', '/r/contract'],
        config: {
          extends: ['/r/base.json'],
          compilerOptions: {},
          include: ['/r/apps/api/src', '/r/apps/api/test', '/r/contract/src'],
        },
      },
    ]);
  });

  it('keep a project with options of its own apart, with its exclusions', () => {
    const programs = programsOf([
      { dir: '/r/api', tsconfig: { extends: '../base.json', include: ['src'] } },
      {
        dir: '/r/e2e',
        tsconfig: {
          extends: '../base.json',
          compilerOptions: { lib: ['DOM'] },
          include: ['**/*.ts'],
          exclude: ['.data'],
        },
      },
    ]);
    expect(programs.map((program) => program.name)).toEqual(['api', 'e2e']);
    expect(programs[1]?.config).toMatchObject({ include: ['/r/e2e/**/*.ts'], exclude: ['/r/e2e/.data'] });
  });
});
