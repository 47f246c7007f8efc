/**
 * The database catalogues an import reads by label or code, accents and case ignored: cities (name or DANE code:
 * Bogotá = bogota = Bogotá D.C. = 11001), professions, positions (name or code) and the agency's branches. Loaded
 * once per batch (a few thousand rows), looked up in memory.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { claveComparable, type CatalogosImportacion } from '@talento/rules';

/** The keys a name is found by: as written, and without the " D.C." or a trailing "(Departamento)". */
function variantes(nombre: string): string[] {
  const k = claveComparable(nombre);
  const sin = claveComparable(nombre.replace(/\(.*\)$/, '').replace(/\bD\.?\s*C\.?$/i, ''));
  return sin && sin !== k ? [k, sin] : [k];
}

function indice<T>(filas: readonly { claves: string[]; valor: T }[]): Map<string, T> {
  const m = new Map<string, T>();
  for (const f of filas) for (const c of f.claves) if (c && !m.has(c)) m.set(c, f.valor);
  return m;
}

export async function cargarCatalogos(em: EntityManager): Promise<CatalogosImportacion> {
  const [ciudades, profesiones, cargos, sucursales] = await Promise.all([
    em.execute<{ id: number; nombre: string; codigo_dane: string }[]>(
      // Capitals first: a name two departments share ("La Unión") is the capital's, or the first one's.
      'select id, nombre, codigo_dane from ciudad order by es_capital desc, id',
    ),
    em.execute<{ nombre: string }[]>('select nombre from profesion order by id'),
    em.execute<{ nombre: string; codigo: string }[]>(
      'select nombre, codigo from cargo order by activo desc, id',
    ),
    em.execute<{ id: number; nombre: string }[]>('select id, nombre from sucursal order by activa desc, id'),
  ]);
  const porCiudad = indice(
    ciudades.map((c) => ({ claves: [c.codigo_dane, ...variantes(c.nombre)], valor: c.id })),
  );
  const porProfesion = indice(profesiones.map((p) => ({ claves: variantes(p.nombre), valor: p.nombre })));
  const porCargo = indice(
    cargos.map((c) => ({ claves: [claveComparable(c.codigo), ...variantes(c.nombre)], valor: c.nombre })),
  );
  const porSucursal = indice(sucursales.map((s) => ({ claves: variantes(s.nombre), valor: s.id })));
  return {
    ciudad: (t) => porCiudad.get(t.trim()) ?? porCiudad.get(claveComparable(t)),
    profesion: (t) => porProfesion.get(claveComparable(t)),
    cargo: (t) => porCargo.get(claveComparable(t)),
    sucursal: (t) => porSucursal.get(claveComparable(t)),
  };
}
