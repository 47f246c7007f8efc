import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122112230_inicial } from './Migration20261122112230_inicial';
import { Migration20261122150001_perfiles } from './Migration20261122150001_perfiles';
import { Migration20261122150002_fac } from './Migration20261122150002_fac';
import { Migration20261122150003_hojas_de_vida } from './Migration20261122150003_hojas_de_vida';
import { Migration20261122150004_busqueda } from './Migration20261122150004_busqueda';
import { Migration20261122150005_contadores_pedido } from './Migration20261122150005_contadores_pedido';
import { Migration20261122160000_notificar_sesiones } from './Migration20261122160000_notificar_sesiones';
import { Migration20261124000001_liberar_personas } from './Migration20261124000001_liberar_personas';
import { Migration20261124000002_version_entrevista_video } from './Migration20261124000002_version_entrevista_video';
import { Migration20261125000001_rechazo_anonimo } from './Migration20261125000001_rechazo_anonimo';
import { Migration20261125000002_criterios_candidato_en_hv } from './Migration20261125000002_criterios_candidato_en_hv';
import { Migration20261125000003_filas_busqueda } from './Migration20261125000003_filas_busqueda';
import { Migration20261125000010_orden_contratacion } from './Migration20261125000010_orden_contratacion';
import { Migration20261125000011_pedidos_stock } from './Migration20261125000011_pedidos_stock';
import { Migration20261125000012_sugeridos } from './Migration20261125000012_sugeridos';
import { Migration20261125000013_nivel_perfil_stock } from './Migration20261125000013_nivel_perfil_stock';
import { Migration20261125000019_resultado_plataforma_pruebas } from './Migration20261125000019_resultado_plataforma_pruebas';
import { Migration20261125000020_implementacion_pruebas_fecha_video } from './Migration20261125000020_implementacion_pruebas_fecha_video';
import { Migration20261125000021_citas } from './Migration20261125000021_citas';
import { Migration20261125000025_reportes_embebidos } from './Migration20261125000025_reportes_embebidos';
import { Migration20261125000024_informe_operaciones } from './Migration20261125000024_informe_operaciones';
import { Migration20261125000026_dispositivos_mercaderistas } from './Migration20261125000026_dispositivos_mercaderistas';
import { Migration20261125000030_hito_decidido } from './Migration20261125000030_hito_decidido';
import { Migration20261125000031_filas_validadas } from './Migration20261125000031_filas_validadas';
import { Migration20261129000032_limite_dispositivo } from './Migration20261129000032_limite_dispositivo';
import { Migration20261129000033_punto_gps_cubriente } from './Migration20261129000033_punto_gps_cubriente';
import { Migration20261202000034_notificar_indicadores } from './Migration20261202000034_notificar_indicadores';
import { Migration20261202000035_permisos_administracion } from './Migration20261202000035_permisos_administracion';
import { Migration20261202000037_clientes_administracion } from './Migration20261202000037_clientes_administracion';
import { Migration20261202000039_usuarios_administracion } from './Migration20261202000039_usuarios_administracion';
import { Migration20261202000040_merchandising_maestros } from './Migration20261202000040_merchandising_maestros';
import { Migration20261202000041_cargos_activos } from './Migration20261202000041_cargos_activos';
import { Migration20261202000042_reintento_outbox } from './Migration20261202000042_reintento_outbox';
import { Migration20261202000043_lugar_cita } from './Migration20261202000043_lugar_cita';
import { Migration20261202000044_huella_lote_dispositivo } from './Migration20261202000044_huella_lote_dispositivo';
import { Migration20261202000045_pedido_stock_automatico } from './Migration20261202000045_pedido_stock_automatico';
import { Migration20261202000046_importacion } from './Migration20261202000046_importacion';
import { Migration20261202000047_permiso_importar } from './Migration20261202000047_permiso_importar';
import { Migration20261202000048_datos_personales } from './Migration20261202000048_datos_personales';
import { Migration20261202000052_permiso_respaldos } from './Migration20261202000052_permiso_respaldos';
import { Migration20261203000053_aviso_inicial } from './Migration20261203000053_aviso_inicial';
import { Migration20261203000054_busqueda_por_sentencia } from './Migration20261203000054_busqueda_por_sentencia';
import { Migration20261203000055_filas_busqueda_acciones } from './Migration20261203000055_filas_busqueda_acciones';
import { Migration20261203000056_auditoria_exportar_sin_texto } from './Migration20261203000056_auditoria_exportar_sin_texto';
import { Migration20261205000057_sin_indices_prefijo } from './Migration20261205000057_sin_indices_prefijo';
import { Migration20261202000049_solicitudes_titulares } from './Migration20261202000049_solicitudes_titulares';
import { Migration20261202000050_retencion_supresion_accesos } from './Migration20261202000050_retencion_supresion_accesos';
import { Migration20261202000036_valores_anuales } from './Migration20261202000036_valores_anuales';
import { Migration20261202000038_catalogos_activos } from './Migration20261202000038_catalogos_activos';

/** Committed migrations in order; listed explicitly so the bundled server carries them. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122112230_inicial', class: Migration20261122112230_inicial },
  { name: 'Migration20261122150001_perfiles', class: Migration20261122150001_perfiles },
  { name: 'Migration20261122150002_fac', class: Migration20261122150002_fac },
  { name: 'Migration20261122150003_hojas_de_vida', class: Migration20261122150003_hojas_de_vida },
  { name: 'Migration20261122150004_busqueda', class: Migration20261122150004_busqueda },
  { name: 'Migration20261122150005_contadores_pedido', class: Migration20261122150005_contadores_pedido },
  { name: 'Migration20261122160000_notificar_sesiones', class: Migration20261122160000_notificar_sesiones },
  { name: 'Migration20261124000001_liberar_personas', class: Migration20261124000001_liberar_personas },
  {
    name: 'Migration20261124000002_version_entrevista_video',
    class: Migration20261124000002_version_entrevista_video,
  },
  { name: 'Migration20261125000001_rechazo_anonimo', class: Migration20261125000001_rechazo_anonimo },
  {
    name: 'Migration20261125000002_criterios_candidato_en_hv',
    class: Migration20261125000002_criterios_candidato_en_hv,
  },
  { name: 'Migration20261125000003_filas_busqueda', class: Migration20261125000003_filas_busqueda },
  { name: 'Migration20261125000010_orden_contratacion', class: Migration20261125000010_orden_contratacion },
  { name: 'Migration20261125000011_pedidos_stock', class: Migration20261125000011_pedidos_stock },
  { name: 'Migration20261125000012_sugeridos', class: Migration20261125000012_sugeridos },
  { name: 'Migration20261125000013_nivel_perfil_stock', class: Migration20261125000013_nivel_perfil_stock },
  {
    name: 'Migration20261125000019_resultado_plataforma_pruebas',
    class: Migration20261125000019_resultado_plataforma_pruebas,
  },
  {
    name: 'Migration20261125000020_implementacion_pruebas_fecha_video',
    class: Migration20261125000020_implementacion_pruebas_fecha_video,
  },
  { name: 'Migration20261125000021_citas', class: Migration20261125000021_citas },
  { name: 'Migration20261125000024_informe_operaciones', class: Migration20261125000024_informe_operaciones },
  { name: 'Migration20261125000025_reportes_embebidos', class: Migration20261125000025_reportes_embebidos },
  {
    name: 'Migration20261125000026_dispositivos_mercaderistas',
    class: Migration20261125000026_dispositivos_mercaderistas,
  },
  { name: 'Migration20261125000030_hito_decidido', class: Migration20261125000030_hito_decidido },
  { name: 'Migration20261125000031_filas_validadas', class: Migration20261125000031_filas_validadas },
  { name: 'Migration20261129000032_limite_dispositivo', class: Migration20261129000032_limite_dispositivo },
  { name: 'Migration20261129000033_punto_gps_cubriente', class: Migration20261129000033_punto_gps_cubriente },
  {
    name: 'Migration20261202000034_notificar_indicadores',
    class: Migration20261202000034_notificar_indicadores,
  },
  {
    name: 'Migration20261202000035_permisos_administracion',
    class: Migration20261202000035_permisos_administracion,
  },
  { name: 'Migration20261202000036_valores_anuales', class: Migration20261202000036_valores_anuales },
  {
    name: 'Migration20261202000037_clientes_administracion',
    class: Migration20261202000037_clientes_administracion,
  },
  { name: 'Migration20261202000038_catalogos_activos', class: Migration20261202000038_catalogos_activos },
  {
    name: 'Migration20261202000039_usuarios_administracion',
    class: Migration20261202000039_usuarios_administracion,
  },
  {
    name: 'Migration20261202000040_merchandising_maestros',
    class: Migration20261202000040_merchandising_maestros,
  },
  { name: 'Migration20261202000041_cargos_activos', class: Migration20261202000041_cargos_activos },
  { name: 'Migration20261202000042_reintento_outbox', class: Migration20261202000042_reintento_outbox },
  { name: 'Migration20261202000043_lugar_cita', class: Migration20261202000043_lugar_cita },
  {
    name: 'Migration20261202000044_huella_lote_dispositivo',
    class: Migration20261202000044_huella_lote_dispositivo,
  },
  {
    name: 'Migration20261202000045_pedido_stock_automatico',
    class: Migration20261202000045_pedido_stock_automatico,
  },
  { name: 'Migration20261202000046_importacion', class: Migration20261202000046_importacion },
  { name: 'Migration20261202000047_permiso_importar', class: Migration20261202000047_permiso_importar },
  { name: 'Migration20261202000048_datos_personales', class: Migration20261202000048_datos_personales },
  {
    name: 'Migration20261202000049_solicitudes_titulares',
    class: Migration20261202000049_solicitudes_titulares,
  },
  {
    name: 'Migration20261202000050_retencion_supresion_accesos',
    class: Migration20261202000050_retencion_supresion_accesos,
  },
  { name: 'Migration20261202000052_permiso_respaldos', class: Migration20261202000052_permiso_respaldos },
  { name: 'Migration20261203000053_aviso_inicial', class: Migration20261203000053_aviso_inicial },
  {
    name: 'Migration20261203000054_busqueda_por_sentencia',
    class: Migration20261203000054_busqueda_por_sentencia,
  },
  {
    name: 'Migration20261203000055_filas_busqueda_acciones',
    class: Migration20261203000055_filas_busqueda_acciones,
  },
  {
    name: 'Migration20261203000056_auditoria_exportar_sin_texto',
    class: Migration20261203000056_auditoria_exportar_sin_texto,
  },
  {
    name: 'Migration20261205000057_sin_indices_prefijo',
    class: Migration20261205000057_sin_indices_prefijo,
  },
];
