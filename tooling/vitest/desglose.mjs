import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A vitest reporter: where each test file's time goes (vitest's diagnostic of the module: environment, harness,
 * import of the file and what it imports, setup files, tests with their hooks), summed per project and written to
 * `.tiempos/vitest-desglose.json` with the files that take longest to import. Vitest's own summary gives these sums for
 * the whole run only; per project they say whether a project pays for importing rather than testing.
 */
export default class DesglosePorProyecto {
  archivos = [];

  onInit(vitest) {
    this.raiz = vitest.config.root;
  }

  onTestModuleEnd(modulo) {
    const d = modulo.diagnostic();
    this.archivos.push({
      proyecto: modulo.project.name,
      archivo: path.relative(this.raiz, modulo.moduleId),
      entorno: d.environmentSetupDuration,
      preparacion: d.prepareDuration,
      importacion: d.collectDuration,
      setup: d.setupDuration,
      pruebas: d.duration,
    });
  }

  onTestRunEnd() {
    const campos = ['entorno', 'preparacion', 'importacion', 'setup', 'pruebas'];
    const proyectos = {};
    for (const a of this.archivos) {
      const p = (proyectos[a.proyecto] ??= { archivos: 0, ...Object.fromEntries(campos.map((c) => [c, 0])) });
      p.archivos++;
      for (const c of campos) p[c] += a[c] / 1000;
    }
    for (const p of Object.values(proyectos)) for (const c of campos) p[c] = Math.round(p[c]);
    const importanMas = [...this.archivos]
      .sort((x, y) => y.importacion - x.importacion)
      .slice(0, 15)
      .map((a) => ({ archivo: a.archivo, segundos: Math.round(a.importacion) / 1000 }));
    const carpeta = path.join(this.raiz, '.tiempos');
    mkdirSync(carpeta, { recursive: true });
    writeFileSync(
      path.join(carpeta, 'vitest-desglose.json'),
      JSON.stringify({ proyectos, importanMas, archivos: this.archivos }, null, 2),
    );
  }
}
