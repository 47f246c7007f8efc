import { useMemo, useState } from 'react';
import { textoComparable } from '@talento/rules';
import { CampoTexto, columnasDe, Tabla } from '@talento/ui';
import type { GrupoAdmin, PermisoCatalogo } from './tipos';

/** A flag with the groups that give it (by name, each with its active members). */
export interface PermisoConGrupos extends PermisoCatalogo {
  grupos: { nombre: string; usuarios: number }[];
}

/**
 * Every flag, in catalogue order, with the groups that hold it; `texto` keeps the flags whose description, area or a
 * group's name contains it (accents and case ignored).
 */
export function permisosConGrupos(
  grupos: readonly GrupoAdmin[],
  permisos: readonly PermisoCatalogo[],
  texto = '',
): PermisoConGrupos[] {
  const buscado = textoComparable(texto.trim());
  return permisos
    .map((p) => ({
      ...p,
      grupos: grupos
        .filter((g) => g.permisos.includes(p.codigo))
        .map((g) => ({ nombre: g.nombre, usuarios: g.usuarios })),
    }))
    .filter(
      (p) =>
        !buscado ||
        [p.descripcion, p.area, ...p.grupos.map((g) => g.nombre)].some((t) =>
          textoComparable(t).includes(buscado),
        ),
    );
}

const usuariosTexto = (n: number) => (n === 1 ? '1 usuario activo' : `${n} usuarios activos`);
const c = columnasDe<PermisoConGrupos>();
const columnas = c.columns([
  c.accessor('area', { header: 'Área' }),
  c.accessor('descripcion', { header: 'Permiso' }),
  c.accessor((p) => p.grupos.map((g) => g.nombre).join(', '), {
    id: 'grupos',
    header: 'Grupos que lo dan',
    cell: ({ row: { original: p } }) =>
      p.grupos.length === 0 ? (
        <span className="text-slate-500">Ningún grupo</span>
      ) : (
        <ul className="flex flex-col gap-0.5">
          {p.grupos.map((g) => (
            <li key={g.nombre}>
              {g.nombre} <span className="text-slate-500">({usuariosTexto(g.usuarios)})</span>
            </li>
          ))}
        </ul>
      ),
  }),
]);
const idFila = (p: PermisoConGrupos) => p.codigo;

/** "Quién tiene cada permiso": each flag, what it opens and which groups (and how many people in each) give it. */
export function QuienTienePermiso({
  grupos,
  permisos,
}: {
  grupos: readonly GrupoAdmin[];
  permisos: readonly PermisoCatalogo[];
}) {
  const [texto, setTexto] = useState('');
  const filas = useMemo(() => permisosConGrupos(grupos, permisos, texto), [grupos, permisos, texto]);
  return (
    <section aria-labelledby="quien-tiene-permiso" className="flex flex-col gap-3">
      <h2 id="quien-tiene-permiso" className="text-lg font-semibold">
        Quién tiene cada permiso
      </h2>
      <CampoTexto
        etiqueta="Buscar permiso, área o grupo"
        type="search"
        value={texto}
        onChange={(e) => setTexto(e.target.value)}
        className="max-w-md"
      />
      <Tabla
        etiqueta="Quién tiene cada permiso"
        columnas={columnas}
        datos={filas}
        vacio="Ningún permiso coincide con la búsqueda."
        idFila={idFila}
        altoLimitado
      />
    </section>
  );
}
