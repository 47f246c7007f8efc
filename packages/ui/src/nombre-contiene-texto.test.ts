/**
 * WCAG 2.5.3 in both portals: no element shows one text and names itself with an `aria-label` that leaves it out
 * (axe's `label-content-name-mismatch`, which the e2e only sees on the screens it happens to scan). Reads every source
 * of both apps and the shared components; a finding fails with its place.
 */
import { describe, expect, it } from 'vitest';
import { fuentesDe, leerFuente } from './testing/fuentes-del-repo';
import { nombresSinTexto } from './testing/nombre-contiene-texto';

const CARPETAS = ['apps/staff/src', 'apps/cliente/src', 'packages/ui/src'];
const todas = fuentesDe(CARPETAS, { extension: /\.tsx$/, omitir: ['node_modules', 'dist'] });

describe('el nombre accesible contiene el texto visible (WCAG 2.5.3) en ambos portales', () => {
  it('reads the sources it is meant to (both apps and ui)', () => {
    for (const c of CARPETAS) expect(todas.filter((a) => a.startsWith(c)).length, c).toBeGreaterThan(10);
  });

  it('no element names itself without the text it shows', () => {
    const encontrados = todas.flatMap((archivo) =>
      nombresSinTexto(leerFuente(archivo), archivo).map(
        (h) => `${archivo}:${h.linea}  «${h.texto}» dentro de ${h.nombre}`,
      ),
    );
    expect(encontrados).toEqual([]);
  });

  it('catches a label that leaves its text out, written or templated, and only those', () => {
    const codigo = `
      const a = <Boton aria-label={\`Quitar \${p.nombre} el \${titulo}\`}>Quitar este día</Boton>;
      const b = <button aria-label="Cerrar el diálogo">Aceptar</button>;
      const c = <Boton aria-label={\`Quitar este día: \${p.nombre}\`}>Quitar   este día</Boton>;
      const d = <Boton aria-label={\`Subir \${nombre}\`}>↑</Boton>;
      const e = <Boton aria-label={etiqueta}>Guardar</Boton>;
      const f = <Boton aria-label="Deshacer el cambio">{texto}</Boton>;
      const g = <a aria-label="Ver la hoja de vida de Ana"><Icono /> ver la hoja de vida</a>;
      const h = <a aria-label="Abrir"><Icono /> Descargar</a>;
    `;
    expect(nombresSinTexto(codigo, 'muestra.tsx').map((h) => h.texto)).toEqual([
      'quitar este día',
      'aceptar',
      'descargar',
    ]);
  });
});
