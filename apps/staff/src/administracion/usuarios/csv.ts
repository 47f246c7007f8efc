import { formatoFechaHora } from '@talento/rules';
import type { ColumnaCsv } from '@talento/ui';
import type { FilaUsuario } from './tipos';

/** The export of the users list: the list's columns, as shown. */
export const COLUMNAS_CSV_USUARIOS: readonly ColumnaCsv<FilaUsuario>[] = [
  { titulo: 'Usuario', valor: (u) => u.username },
  { titulo: 'Nombre', valor: (u) => u.nombre },
  { titulo: 'Correo', valor: (u) => u.email },
  { titulo: 'Portal', valor: (u) => (u.tipo === 'cliente' ? 'Clientes' : 'Staff') },
  { titulo: 'Grupos', valor: (u) => u.grupos.join(', ') },
  { titulo: 'Clientes', valor: (u) => u.clientes.join(', ') },
  { titulo: 'Sucursal', valor: (u) => u.sucursal ?? '' },
  { titulo: 'Último ingreso', valor: (u) => (u.ultimoIngreso ? formatoFechaHora(u.ultimoIngreso) : '') },
  { titulo: 'Estado', valor: (u) => (u.activo ? 'Activo' : 'Inactivo') },
];
