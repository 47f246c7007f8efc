import { Migration } from '@mikro-orm/migrations';

/** The administration flags, held by the Administradores group where it exists (a new installation gets them from the seed). */
const PERMISOS: [string, string][] = [
  ['admin_usuarios', 'Administrar usuarios del staff y del portal de clientes'],
  ['admin_grupos', 'Administrar grupos y sus permisos'],
  ['admin_clientes', 'Administrar clientes, sus sucursales y contactos'],
  ['admin_catalogos', 'Administrar catálogos (ciudades, sucursales, motivos, tipos)'],
  [
    'admin_valores',
    'Administrar valores anuales (SMMLV, auxilio de transporte) y la configuración de pedidos',
  ],
  ['admin_merchandising', 'Administrar almacenes, regiones, mercaderistas y rutas'],
  ['read_auditoria', 'Ver la auditoría de la administración y de los ingresos'],
];

export class Migration20261202000035_permisos_administracion extends Migration {
  override name = 'Migration20261202000035_permisos_administracion';

  override up(): void {
    for (const [codigo, descripcion] of PERMISOS) {
      this.addSql(
        `insert into "permiso" ("codigo", "descripcion") values ('${codigo}', '${descripcion}') on conflict ("codigo") do nothing;`,
      );
      this.addSql(
        `insert into "grupo_permiso" ("grupo_id", "permiso_id") select g.id, p.id from "grupo" g, "permiso" p where g.nombre = 'Administradores' and p.codigo = '${codigo}' on conflict do nothing;`,
      );
    }
  }

  override down(): void {
    const codigos = PERMISOS.map(([c]) => `'${c}'`).join(', ');
    this.addSql(
      `delete from "grupo_permiso" where "permiso_id" in (select id from "permiso" where "codigo" in (${codigos}));`,
    );
    this.addSql(`delete from "permiso" where "codigo" in (${codigos});`);
  }
}
