// vitest setup file of the packages with property tests (fast-check): one fixed seed by default, so every run checks
// the same cases and a failure replays as it is; `FC_SEMILLA=n` picks another. `npm run test:profundo`
// (TALENTO_PRUEBAS_PROFUNDAS=1) runs ten times as many cases per property. fast-check prints the seed and the path of
// any counterexample.
import fc from 'fast-check';

export const PROFUNDO = process.env.TALENTO_PRUEBAS_PROFUNDAS === '1';
export const SEMILLA = Number(process.env.FC_SEMILLA ?? 20261202);

fc.configureGlobal({ seed: SEMILLA, numRuns: PROFUNDO ? 1000 : 100 });
