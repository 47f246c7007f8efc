export * from './entities';
export { ormConfig, type OrmConfigOptions } from './orm-config';
export { createOrm, migrate } from './orm';
export { startEmbeddedPostgres, freePort, type EmbeddedPostgresHandle } from './postgres/embedded';
export { MikroORM, EntityManager } from '@mikro-orm/postgresql';
export { seedDemo, DEMO_PASSWORD, DEMO_USUARIOS, CLIENTES, type UsuarioDemo } from './seeders/demo';
export { seedReferencia } from './seeders/demo/base';
export { crearOActualizarUsuario, tieneUsuarios, type DatosUsuario } from './seeders/usuarios';
export { SQL_REPARAR_DISPONIBILIDAD } from './reparaciones/disponibilidad';
