// Module hooks that let the embedding thread run this folder's TypeScript sources directly, which
// is what happens under vitest and the benchmarks run from source (the compiled library starts
// embedding.worker.js from dist/ and never loads this file). Node 20 cannot strip types, so each
// .ts module is transpiled on load with the repository's TypeScript compiler; a relative './x.js'
// import resolves to './x.ts' when only the source exists. Types are not checked here.
import { access, readFile } from 'node:fs/promises';
import ts from 'typescript';

export async function resolve(specifier, context, nextResolve) {
  if (specifier.startsWith('.') && specifier.endsWith('.js') && context.parentURL?.endsWith('.ts')) {
    const source = new URL(`${specifier.slice(0, -3)}.ts`, context.parentURL);
    try {
      await access(source);
      return { url: source.href, format: 'module', shortCircuit: true };
    } catch {
      // no TypeScript sibling: an ordinary JavaScript module
    }
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (!url.endsWith('.ts')) return nextLoad(url, context);
  const source = await readFile(new URL(url), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    fileName: url,
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      verbatimModuleSyntax: true,
      inlineSourceMap: true,
    },
  });
  return { format: 'module', source: outputText, shortCircuit: true };
}
