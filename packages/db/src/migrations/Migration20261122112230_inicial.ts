import { Migration } from '@mikro-orm/migrations';

export class Migration20261122112230_inicial extends Migration {
  override name = 'Migration20261122112230_inicial';

  override up(): void | Promise<void> {
    this.addSql('create extension if not exists unaccent;');
    this.addSql('create extension if not exists pg_trgm;');
    this.addSql(
      "create or replace function immutable_unaccent(text) returns text language sql immutable parallel safe strict as $$ select public.unaccent('public.unaccent'::regdictionary, $1) $$;",
    );
    this.addSql(
      `create table "auditoria" ("id" bigserial primary key, "usuario_id" int null, "accion" varchar(60) not null, "recurso" varchar(200) not null, "recurso_id" varchar(60) null, "detalle" jsonb null, "ip" varchar(64) not null default '', "fecha" timestamptz not null);`,
    );
    this.addSql(`create index "auditoria_usuario_id_index" on "auditoria" ("usuario_id");`);
    this.addSql(`create index "auditoria_fecha_index" on "auditoria" ("fecha");`);

    this.addSql(
      `create table "cargo" ("id" serial primary key, "codigo" varchar(40) not null, "nombre" varchar(200) not null, "existe_en_erp" boolean not null default false, "activo" boolean not null default true);`,
    );
    this.addSql(`alter table "cargo" add constraint "cargo_codigo_unique" unique ("codigo");`);
    this.addSql(
      `create index "cargo_nombre_trgm" on "cargo" using gin (immutable_unaccent(lower("nombre")) gin_trgm_ops);`,
    );

    this.addSql(
      `create table "catalogo_item" ("id" serial primary key, "categoria" varchar(40) not null, "codigo" varchar(40) not null, "nombre" varchar(200) not null, "valor" numeric(12,4) null, "orden" int not null default 0, "activo" boolean not null default true);`,
    );
    this.addSql(`create index "catalogo_item_categoria_index" on "catalogo_item" ("categoria");`);
    this.addSql(
      `alter table "catalogo_item" add constraint "catalogo_item_categoria_codigo_unique" unique ("categoria", "codigo");`,
    );

    this.addSql(
      `create table "categoria_stock" ("id" serial primary key, "nombre" varchar(120) not null, "vigencia" int not null, "estado" smallint not null default 1, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "categoria_stock" add constraint "categoria_stock_nombre_unique" unique ("nombre");`,
    );
    this.addSql(`create index "categoria_stock_estado_index" on "categoria_stock" ("estado");`);

    this.addSql(
      `create table "centro_costo_erp" ("id" serial primary key, "codigo" varchar(40) not null, "nombre" varchar(200) not null, "activo" boolean not null default true);`,
    );
    this.addSql(
      `alter table "centro_costo_erp" add constraint "centro_costo_erp_codigo_unique" unique ("codigo");`,
    );

    this.addSql(
      `create table "centro_trabajo" ("id" serial primary key, "codigo" varchar(40) not null, "nombre" varchar(200) not null, "porcentaje" numeric(12,4) not null, "activo" boolean not null default true);`,
    );
    this.addSql(
      `alter table "centro_trabajo" add constraint "centro_trabajo_codigo_unique" unique ("codigo");`,
    );
    this.addSql(`create index "centro_trabajo_porcentaje_index" on "centro_trabajo" ("porcentaje");`);

    this.addSql(
      `create table "ciudad" ("id" serial primary key, "codigo_dane" varchar(10) not null, "nombre" varchar(120) not null, "departamento" varchar(120) not null, "es_capital" boolean not null default false);`,
    );
    this.addSql(`alter table "ciudad" add constraint "ciudad_codigo_dane_unique" unique ("codigo_dane");`);
    this.addSql(
      `create index "ciudad_nombre_trgm" on "ciudad" using gin (immutable_unaccent(lower("nombre")) gin_trgm_ops);`,
    );

    this.addSql(
      `create table "candidato" ("id" serial primary key, "nombre1" varchar(60) not null, "nombre2" varchar(60) null, "apellido1" varchar(60) not null, "apellido2" varchar(60) null, "email" varchar(254) not null, "telefono_o_celular" varchar(70) not null, "whatsapp" varchar(70) null, "fecha_nacimiento" date null, "tipo_documento" smallint not null default 0, "numero_documento" varchar(20) not null, "lugar_expedicion_id" int null, "fecha_expedicion" date null, "tiene_licencia_conduccion" boolean not null default false, "categoria_licencia" smallint null, "numero_licencia" varchar(30) null, "tiene_libreta_militar" boolean not null default false, "clase_libreta" smallint null, "numero_libreta" varchar(30) null, "nacionalidad" varchar(80) not null default 'Colombiana', "genero" smallint null, "estado_civil" smallint null, "tipo_direccion" smallint null, "direccion_cadena" varchar(300) null, "direccion_zona" varchar(120) null, "direccion_barrio" varchar(120) null, "direccion_adicional" varchar(200) null, "direccion_rural" varchar(300) null, "direccion_otra" varchar(300) null, "ciudad_donde_vive_id" int null, "estado_producto" smallint not null default 0, "disponibilidad" smallint not null default 0, "disponibilidad_stock" smallint not null default 0, "estado_informa" smallint not null default 0, "foto_rostro" bytea null, "foto_rostro_tipo_mime" varchar(120) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "version" int not null default 1);`,
    );
    this.addSql(`create index "candidato_email_index" on "candidato" ("email");`);
    this.addSql(`create index "candidato_fecha_nacimiento_index" on "candidato" ("fecha_nacimiento");`);
    this.addSql(
      `alter table "candidato" add constraint "candidato_numero_documento_unique" unique ("numero_documento");`,
    );
    this.addSql(`create index "candidato_genero_index" on "candidato" ("genero");`);
    this.addSql(`create index "candidato_estado_civil_index" on "candidato" ("estado_civil");`);
    this.addSql(
      `create index "candidato_ciudad_donde_vive_id_index" on "candidato" ("ciudad_donde_vive_id");`,
    );
    this.addSql(`create index "candidato_estado_producto_index" on "candidato" ("estado_producto");`);
    this.addSql(`create index "candidato_disponibilidad_index" on "candidato" ("disponibilidad");`);
    this.addSql(
      `create index "candidato_nombre_completo_trgm" on "candidato" using gin (immutable_unaccent(lower(coalesce("nombre1", '') || ' ' || coalesce("nombre2", '') || ' ' || coalesce("apellido1", '') || ' ' || coalesce("apellido2", ''))) gin_trgm_ops);`,
    );
    this.addSql(
      `create index "candidato_disponibilidad_disponibilidad_stock_index" on "candidato" ("disponibilidad", "disponibilidad_stock");`,
    );

    this.addSql(
      `create table "competencia" ("id" serial primary key, "nombre" varchar(200) not null, "padre_id" int null, "orden" int not null default 0, "activo" boolean not null default true);`,
    );
    this.addSql(`create index "competencia_padre_id_index" on "competencia" ("padre_id");`);

    this.addSql(
      `create table "configuracion" ("id" serial primary key, "smmlv" numeric(12,2) not null, "auxilio_transporte" numeric(12,2) not null);`,
    );

    this.addSql(
      `create table "configuracion_pedidos" ("id" serial primary key, "min_porcentaje_hv" int not null default 70, "max_competencias" int not null default 3, "max_sub_competencias" int not null default 6, "max_valores" int not null default 5, "min_valores" int not null default 1, "max_preg_fac" int not null default 10, "max_preguntas_entrevista" int not null default 5, "min_preguntas_entrevista" int not null default 1, "porcentaje_entrevista" int not null default 30);`,
    );

    this.addSql(
      `create table "el_empleo_item" ("id" serial primary key, "lista" varchar(20) not null, "codigo" varchar(40) not null, "nombre" varchar(200) not null, "activo" boolean not null default true);`,
    );
    this.addSql(`create index "el_empleo_item_lista_index" on "el_empleo_item" ("lista");`);
    this.addSql(
      `alter table "el_empleo_item" add constraint "el_empleo_item_lista_codigo_unique" unique ("lista", "codigo");`,
    );

    this.addSql(
      `create table "estado_cita" ("id" serial primary key, "nombre" varchar(120) not null, "flag" smallint not null default 0, "codigo" varchar(40) null, "activo" boolean not null default true);`,
    );
    this.addSql(`create index "estado_cita_flag_index" on "estado_cita" ("flag");`);
    this.addSql(`alter table "estado_cita" add constraint "estado_cita_codigo_unique" unique ("codigo");`);

    this.addSql(`create table "etiqueta_fac" ("id" serial primary key, "nombre" varchar(100) not null);`);
    this.addSql(`alter table "etiqueta_fac" add constraint "etiqueta_fac_nombre_unique" unique ("nombre");`);
    this.addSql(
      `create index "etiqueta_fac_nombre_trgm" on "etiqueta_fac" using gin (immutable_unaccent(lower("nombre")) gin_trgm_ops);`,
    );

    this.addSql(`create table "grupo" ("id" serial primary key, "nombre" varchar(150) not null);`);
    this.addSql(`alter table "grupo" add constraint "grupo_nombre_unique" unique ("nombre");`);

    this.addSql(
      `create table "hoja_de_vida" ("id" serial primary key, "candidato_id" int not null, "porcentaje_total" numeric(5,2) not null default 0, "porcentaje_personal" numeric(5,2) not null default 0, "porcentaje_general" numeric(5,2) not null default 0, "porcentaje_experiencia" numeric(5,2) not null default 0, "porcentaje_familia" numeric(5,2) not null default 0, "porcentaje_educacion" numeric(5,2) not null default 0, "porcentaje_referencias" numeric(5,2) not null default 0, "fecha_modificacion" timestamptz not null, "fecha_creacion" timestamptz not null, "tiene_vehiculo" boolean not null default false, "tipo_vehiculo" smallint null, "tipo_vivienda" smallint null, "arrendador" varchar(200) null, "convive_con" varchar(200) null, "fuma" boolean not null default false, "bebe" boolean not null default false, "hace_ejercicio" boolean not null default false, "pasatiempos" text null, "disponible_para_viajar" boolean not null default false, "aspiracion_salarial_minima" numeric(12,2) null, "aspiracion_salarial_maxima" numeric(12,2) null, "cargos_a_aspirar" text[] not null default '{}', "profesiones" text[] not null default '{}', "nivel_academico" smallint null, "primaria_institucion" varchar(200) null, "primaria_ano_fin" smallint null, "bachillerato_institucion" varchar(200) null, "bachillerato_titulo" varchar(200) null, "bachillerato_ano_fin" smallint null, "tiene_tarjeta_profesional" boolean not null default false, "tarjeta_profesional" varchar(60) null, "concepto_final_psicologo" text null, "conyuge_nombre" varchar(200) null, "conyuge_ocupacion" varchar(200) null, "conyuge_telefono" varchar(70) null, "padre_nombre" varchar(200) null, "padre_ocupacion" varchar(200) null, "padre_telefono" varchar(70) null, "madre_nombre" varchar(200) null, "madre_ocupacion" varchar(200) null, "madre_telefono" varchar(70) null, "busqueda" tsvector null, "version" int not null default 1);`,
    );
    this.addSql(
      `alter table "hoja_de_vida" add constraint "hoja_de_vida_candidato_id_unique" unique ("candidato_id");`,
    );
    this.addSql(`create index "hoja_de_vida_porcentaje_total_index" on "hoja_de_vida" ("porcentaje_total");`);
    this.addSql(
      `create index "hoja_de_vida_fecha_modificacion_index" on "hoja_de_vida" ("fecha_modificacion");`,
    );
    this.addSql(
      `create index "hoja_de_vida_disponible_para_viajar_index" on "hoja_de_vida" ("disponible_para_viajar");`,
    );
    this.addSql(`create index "hoja_de_vida_nivel_academico_index" on "hoja_de_vida" ("nivel_academico");`);
    this.addSql(`create index "hoja_de_vida_busqueda_gin" on "hoja_de_vida" using gin ("busqueda");`);
    this.addSql(
      `create index "hoja_de_vida_cargos_a_aspirar_gin" on "hoja_de_vida" using gin ("cargos_a_aspirar");`,
    );
    this.addSql(`create index "hoja_de_vida_profesiones_gin" on "hoja_de_vida" using gin ("profesiones");`);
    this.addSql(
      `create index "hoja_de_vida_aspiracion_salarial_minima_aspiracion_f9447_index" on "hoja_de_vida" ("aspiracion_salarial_minima", "aspiracion_salarial_maxima");`,
    );

    this.addSql(
      `create table "hijo" ("id" serial primary key, "hoja_de_vida_id" int not null, "nombre" varchar(200) not null, "fecha_nacimiento" date null, "genero" smallint null, "ocupacion" varchar(200) null, "vive_con_candidato" boolean not null default true);`,
    );
    this.addSql(`create index "hijo_hoja_de_vida_id_index" on "hijo" ("hoja_de_vida_id");`);

    this.addSql(
      `create table "habilidad" ("id" serial primary key, "hoja_de_vida_id" int not null, "nombre" varchar(200) not null, "descripcion" text null);`,
    );
    this.addSql(`create index "habilidad_hoja_de_vida_id_index" on "habilidad" ("hoja_de_vida_id");`);

    this.addSql(
      `create table "experiencia" ("id" serial primary key, "hoja_de_vida_id" int not null, "empresa" varchar(200) not null, "cargo" varchar(200) not null, "fecha_ingreso" date null, "fecha_retiro" date null, "actual" boolean not null default false, "salario_final" numeric(12,2) null, "motivo_retiro" smallint null, "tipo_contrato" smallint null, "horario" smallint null, "turno" smallint null, "funciones" text null, "jefe_inmediato" varchar(200) null, "telefono_empresa" varchar(70) null, "origen" smallint not null default 0);`,
    );
    this.addSql(
      `create index "experiencia_hoja_de_vida_id_fecha_retiro_index" on "experiencia" ("hoja_de_vida_id", "fecha_retiro");`,
    );

    this.addSql(
      `create table "educacion_superior" ("id" serial primary key, "hoja_de_vida_id" int not null, "institucion" varchar(200) not null, "titulo" varchar(200) not null, "fecha_inicio" date null, "fecha_fin" date null, "graduado" boolean not null default false);`,
    );
    this.addSql(
      `create index "educacion_superior_hoja_de_vida_id_index" on "educacion_superior" ("hoja_de_vida_id");`,
    );

    this.addSql(
      `create table "educacion_en_curso" ("id" serial primary key, "hoja_de_vida_id" int not null, "nivel" smallint not null, "institucion" varchar(200) not null, "programa" varchar(200) not null, "semestre_actual" smallint null, "fecha_inicio" date null, "fecha_fin_estimada" date null, "horario_estudio" varchar(120) null);`,
    );
    this.addSql(
      `create index "educacion_en_curso_hoja_de_vida_id_index" on "educacion_en_curso" ("hoja_de_vida_id");`,
    );

    this.addSql(
      `create table "diplomado" ("id" serial primary key, "hoja_de_vida_id" int not null, "institucion" varchar(200) not null, "nombre" varchar(200) not null, "fecha_fin" date null, "intensidad_horas" int null);`,
    );
    this.addSql(`create index "diplomado_hoja_de_vida_id_index" on "diplomado" ("hoja_de_vida_id");`);

    this.addSql(
      `create table "archivo_hoja_de_vida" ("id" serial primary key, "hoja_de_vida_id" int not null, "tipo_documento" varchar(80) not null, "nombre" varchar(255) not null, "tipo_mime" varchar(120) not null, "tamano" int not null, "contenido" bytea not null, "creado_en" timestamptz not null);`,
    );
    this.addSql(
      `create index "archivo_hoja_de_vida_hoja_de_vida_id_index" on "archivo_hoja_de_vida" ("hoja_de_vida_id");`,
    );

    this.addSql(
      `create table "idioma" ("id" serial primary key, "hoja_de_vida_id" int not null, "idioma" smallint not null, "nivel" smallint not null default 0);`,
    );
    this.addSql(
      `alter table "idioma" add constraint "idioma_hoja_de_vida_id_idioma_unique" unique ("hoja_de_vida_id", "idioma");`,
    );

    this.addSql(
      `create table "intento_ingreso" ("clave" varchar(200) not null, "fallidos" int not null default 0, "ventana_inicio" timestamptz not null, "bloqueado_hasta" timestamptz null, primary key ("clave"));`,
    );

    this.addSql(
      `create table "medio_reclutamiento" ("id" serial primary key, "nombre" varchar(150) not null, "activo" boolean not null default true);`,
    );
    this.addSql(
      `alter table "medio_reclutamiento" add constraint "medio_reclutamiento_nombre_unique" unique ("nombre");`,
    );

    this.addSql(
      `create table "mensaje_saliente" ("id" bigserial primary key, "tipo" varchar(40) not null, "destino" varchar(500) not null default '', "payload" jsonb not null, "estado" smallint not null default 0, "intentos" int not null default 0, "ultimo_error" text null, "referencia" varchar(100) null, "creado_en" timestamptz not null, "enviado_en" timestamptz null);`,
    );
    this.addSql(`create index "mensaje_saliente_tipo_index" on "mensaje_saliente" ("tipo");`);
    this.addSql(`create index "mensaje_saliente_estado_index" on "mensaje_saliente" ("estado");`);
    this.addSql(`create index "mensaje_saliente_referencia_index" on "mensaje_saliente" ("referencia");`);

    this.addSql(
      `create table "motivo_cambio_datos" ("id" serial primary key, "nombre" varchar(150) not null, "activo" boolean not null default true);`,
    );
    this.addSql(
      `alter table "motivo_cambio_datos" add constraint "motivo_cambio_datos_nombre_unique" unique ("nombre");`,
    );

    this.addSql(
      `create table "motivo_rechazo" ("id" serial primary key, "nombre" varchar(200) not null, "activo" boolean not null default true);`,
    );
    this.addSql(
      `alter table "motivo_rechazo" add constraint "motivo_rechazo_nombre_unique" unique ("nombre");`,
    );

    this.addSql(
      `create table "nivel_organizacional_erp" ("id" serial primary key, "nivel" smallint not null, "tipo" varchar(20) not null, "codigo" varchar(40) not null, "nombre" varchar(200) not null, "activo" boolean not null default true);`,
    );
    this.addSql(
      `alter table "nivel_organizacional_erp" add constraint "nivel_organizacional_erp_nivel_codigo_unique" unique ("nivel", "codigo");`,
    );

    this.addSql(
      `create table "otro_estudio" ("id" serial primary key, "hoja_de_vida_id" int not null, "institucion" varchar(200) not null, "nombre" varchar(200) not null, "fecha_fin" date null, "intensidad_horas" int null);`,
    );
    this.addSql(`create index "otro_estudio_hoja_de_vida_id_index" on "otro_estudio" ("hoja_de_vida_id");`);

    this.addSql(
      `create table "permiso" ("id" serial primary key, "codigo" varchar(120) not null, "descripcion" varchar(300) not null);`,
    );
    this.addSql(`alter table "permiso" add constraint "permiso_codigo_unique" unique ("codigo");`);

    this.addSql(
      `create table "grupo_permiso" ("grupo_id" int not null, "permiso_id" int not null, primary key ("grupo_id", "permiso_id"));`,
    );

    this.addSql(
      `create table "persona_a_cargo" ("id" serial primary key, "hoja_de_vida_id" int not null, "parentesco" smallint not null, "nombre" varchar(200) not null, "fecha_nacimiento" date null, "ocupacion" varchar(200) null);`,
    );
    this.addSql(
      `create index "persona_a_cargo_hoja_de_vida_id_index" on "persona_a_cargo" ("hoja_de_vida_id");`,
    );

    this.addSql(
      `create table "postgrado" ("id" serial primary key, "hoja_de_vida_id" int not null, "tipo" smallint not null, "institucion" varchar(200) not null, "titulo" varchar(200) not null, "fecha_inicio" date null, "fecha_fin" date null, "graduado" boolean not null default false);`,
    );
    this.addSql(`create index "postgrado_hoja_de_vida_id_index" on "postgrado" ("hoja_de_vida_id");`);

    this.addSql(`create table "profesion" ("id" serial primary key, "nombre" varchar(200) not null);`);
    this.addSql(`alter table "profesion" add constraint "profesion_nombre_unique" unique ("nombre");`);
    this.addSql(
      `create index "profesion_nombre_trgm" on "profesion" using gin (immutable_unaccent(lower("nombre")) gin_trgm_ops);`,
    );

    this.addSql(
      `create table "referencia_cita" ("id" serial primary key, "nombre" varchar(120) not null, "activo" boolean not null default true);`,
    );

    this.addSql(
      `create table "referencia_personal" ("id" serial primary key, "hoja_de_vida_id" int not null, "relacion" smallint not null, "nombre" varchar(200) not null, "telefono" varchar(70) not null, "ocupacion" varchar(200) null);`,
    );
    this.addSql(
      `create index "referencia_personal_hoja_de_vida_id_index" on "referencia_personal" ("hoja_de_vida_id");`,
    );

    this.addSql(
      `create table "requisito" ("id" serial primary key, "nombre" varchar(200) not null, "validez_dias" int not null, "estado" boolean not null default true, "es_pruebas" boolean not null default false, "es_hv" boolean not null default false, "es_de_producto_terminado" boolean not null default false, "codigo" varchar(60) null, "visible" boolean not null default false, "correo" varchar(254) null, "enviar_correo" boolean not null default false, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "requisito_estado_index" on "requisito" ("estado");`);
    this.addSql(`alter table "requisito" add constraint "requisito_codigo_unique" unique ("codigo");`);

    this.addSql(
      `create table "sucursal" ("id" serial primary key, "nombre" varchar(120) not null, "ciudad_id" int not null, "activa" boolean not null default true);`,
    );
    this.addSql(`alter table "sucursal" add constraint "sucursal_nombre_unique" unique ("nombre");`);
    this.addSql(`create index "sucursal_ciudad_id_index" on "sucursal" ("ciudad_id");`);

    this.addSql(
      `create table "tipo_caracteristica" ("id" serial primary key, "nombre" varchar(200) not null, "tipo" smallint not null, "activo" boolean not null default true);`,
    );
    this.addSql(`create index "tipo_caracteristica_tipo_index" on "tipo_caracteristica" ("tipo");`);

    this.addSql(
      `create table "tipo_cargo" ("id" serial primary key, "nombre" varchar(120) not null, "activo" boolean not null default true);`,
    );
    this.addSql(`alter table "tipo_cargo" add constraint "tipo_cargo_nombre_unique" unique ("nombre");`);

    this.addSql(
      `create table "tipo_marca" ("id" serial primary key, "nombre" varchar(120) not null, "activo" boolean not null default true);`,
    );
    this.addSql(`alter table "tipo_marca" add constraint "tipo_marca_nombre_unique" unique ("nombre");`);

    this.addSql(
      `create table "tipo_novedad" ("id" serial primary key, "nombre" varchar(120) not null, "activo" boolean not null default true);`,
    );
    this.addSql(`alter table "tipo_novedad" add constraint "tipo_novedad_nombre_unique" unique ("nombre");`);

    this.addSql(
      `create table "sub_tipo_novedad" ("id" serial primary key, "tipo_novedad_id" int not null, "nombre" varchar(120) not null, "activo" boolean not null default true);`,
    );
    this.addSql(
      `alter table "sub_tipo_novedad" add constraint "sub_tipo_novedad_tipo_novedad_id_nombre_unique" unique ("tipo_novedad_id", "nombre");`,
    );

    this.addSql(
      `create table "usuario" ("id" serial primary key, "username" varchar(150) not null, "password_hash" varchar(255) not null, "first_name" varchar(150) not null default '', "last_name" varchar(150) not null default '', "email" varchar(254) not null default '', "activo" boolean not null default true, "es_staff_cliente" boolean not null default false, "sucursal_id" int null, "ultimo_ingreso" timestamptz null, "created_at" timestamptz not null);`,
    );
    this.addSql(`alter table "usuario" add constraint "usuario_username_unique" unique ("username");`);

    this.addSql(
      `create table "sesion" ("id" varchar(64) not null, "usuario_id" int not null, "portal" varchar(10) not null, "creada_en" timestamptz not null, "ultimo_uso" timestamptz not null, "expira_en" timestamptz not null, "ip" varchar(64) not null default '', "user_agent" varchar(300) not null default '', primary key ("id"));`,
    );
    this.addSql(`create index "sesion_usuario_id_index" on "sesion" ("usuario_id");`);
    this.addSql(`create index "sesion_expira_en_index" on "sesion" ("expira_en");`);

    this.addSql(
      `create table "ruta" ("id" serial primary key, "usuario_id" int not null, "fecha" date not null, "fecha_fin" timestamptz null);`,
    );
    this.addSql(`create index "ruta_usuario_id_fecha_index" on "ruta" ("usuario_id", "fecha");`);
    this.addSql(`create index "ruta_fecha_index" on "ruta" ("fecha");`);

    this.addSql(
      `create table "requisito_persona" ("id" serial primary key, "hoja_de_vida_id" int not null, "requisito_id" int not null, "fecha_realizacion" date not null, "resultado" smallint not null default 1, "calificacion" smallint null, "puntaje" numeric(5,2) null, "comentario" text null, "concepto_final" text null, "es_visible_cliente" boolean not null default false, "usuario_id" int null, "created_at" timestamptz not null, "version" int not null default 1);`,
    );
    this.addSql(
      `create index "requisito_persona_hoja_de_vida_id_requisito_id_fec_d0031_index" on "requisito_persona" ("hoja_de_vida_id", "requisito_id", "fecha_realizacion");`,
    );
    this.addSql(
      `create index "requisito_persona_requisito_id_index" on "requisito_persona" ("requisito_id");`,
    );

    this.addSql(
      `create table "archivo_evidencia_requisito" ("id" serial primary key, "requisito_persona_id" int not null, "nombre" varchar(255) not null, "tipo_mime" varchar(120) not null, "tamano" int not null, "contenido" bytea not null, "creado_en" timestamptz not null);`,
    );
    this.addSql(
      `create index "archivo_evidencia_requisito_requisito_persona_id_index" on "archivo_evidencia_requisito" ("requisito_persona_id");`,
    );

    this.addSql(
      `create table "marca_hoja_de_vida" ("id" serial primary key, "hoja_de_vida_id" int not null, "tipo_marca_id" int not null, "usuario_id" int not null, "fecha" timestamptz not null);`,
    );
    this.addSql(
      `create index "marca_hoja_de_vida_tipo_marca_id_index" on "marca_hoja_de_vida" ("tipo_marca_id");`,
    );
    this.addSql(
      `alter table "marca_hoja_de_vida" add constraint "marca_hoja_de_vida_hoja_de_vida_id_tipo_marca_id_unique" unique ("hoja_de_vida_id", "tipo_marca_id");`,
    );

    this.addSql(
      `create table "dispositivo" ("id" serial primary key, "usuario_id" int not null, "device_id" varchar(200) not null, "token" varchar(500) null, "activo" boolean not null default true, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "dispositivo_usuario_id_index" on "dispositivo" ("usuario_id");`);
    this.addSql(
      `alter table "dispositivo" add constraint "dispositivo_device_id_unique" unique ("device_id");`,
    );

    this.addSql(
      `create table "punto_gps" ("id" bigserial primary key, "dispositivo_id" int not null, "latitud" numeric(9,6) not null, "longitud" numeric(9,6) not null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "punto_gps_dispositivo_id_created_at_index" on "punto_gps" ("dispositivo_id", "created_at");`,
    );

    this.addSql(
      `create table "comentario_hoja_de_vida" ("id" serial primary key, "hoja_de_vida_id" int not null, "usuario_id" int not null, "comentario" text not null, "visible_cliente" boolean not null default false, "fecha_creacion" timestamptz not null);`,
    );
    this.addSql(
      `create index "comentario_hoja_de_vida_hoja_de_vida_id_fecha_creacion_index" on "comentario_hoja_de_vida" ("hoja_de_vida_id", "fecha_creacion");`,
    );

    this.addSql(
      `create table "cliente" ("id" serial primary key, "nombre" varchar(200) not null, "tipo_documento" smallint not null default 0, "numero_documento" varchar(20) not null, "activo" boolean not null default true, "maneja_stock" boolean not null default false, "fecha_maneja_stock" timestamptz null, "usuario_maneja_stock_id" int null, "implementacion_pruebas" boolean not null default false, "permite_agregar_explicito" boolean not null default true, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "cliente" add constraint "cliente_numero_documento_unique" unique ("numero_documento");`,
    );
    this.addSql(`create index "cliente_maneja_stock_index" on "cliente" ("maneja_stock");`);
    this.addSql(
      `create index "cliente_nombre_trgm" on "cliente" using gin (immutable_unaccent(lower("nombre")) gin_trgm_ops);`,
    );

    this.addSql(
      `create table "reporte_embebido" ("id" serial primary key, "nombre" varchar(150) not null, "url" varchar(1000) not null, "activo" boolean not null default true, "es_merchandising" boolean not null default false, "cliente_id" int null);`,
    );
    this.addSql(
      `alter table "reporte_embebido" add constraint "reporte_embebido_nombre_unique" unique ("nombre");`,
    );
    this.addSql(
      `create index "reporte_embebido_es_merchandising_index" on "reporte_embebido" ("es_merchandising");`,
    );
    this.addSql(`create index "reporte_embebido_cliente_id_index" on "reporte_embebido" ("cliente_id");`);

    this.addSql(
      `create table "region" ("id" serial primary key, "cliente_id" int not null, "nombre" varchar(120) not null);`,
    );
    this.addSql(
      `alter table "region" add constraint "region_cliente_id_nombre_unique" unique ("cliente_id", "nombre");`,
    );

    this.addSql(
      `create table "pedido" ("id" serial primary key, "es_stock" boolean not null default false, "cliente_id" int not null, "ciudad_id" int null, "sucursal_id" int null, "perfil_seleccion_id" int not null, "nombre_cargo" varchar(200) not null, "centro_costo" varchar(100) null, "descripcion" text null, "es_hijo" boolean not null default false, "pedido_padre_id" int null, "pedido_padre_oc_id" int null, "direccion_presentarse" varchar(300) null, "persona_autoriza_ingreso" varchar(200) null, "vacantes" int not null default 1, "vacantes_cumplidas" int not null default 0, "minimo_candidatos_vacante" int not null default 3, "salario" numeric(12,2) null, "comision" numeric(12,2) null, "tiene_ruta" boolean not null default false, "tiene_auxilio_transporte" boolean not null default false, "auxilio_transporte" numeric(12,2) not null default 0, "auxilio_alimentacion" numeric(12,2) not null default 0, "auxilio_internet" numeric(12,2) not null default 0, "auxilio_celular" numeric(12,2) not null default 0, "auxilio_rodamiento" numeric(12,2) not null default 0, "jornada_laboral" smallint null, "horario_inicio" time(0) null, "horario_fin" time(0) null, "fecha_solicitud" timestamptz not null, "fecha_aprobacion" timestamptz null, "fecha_ingreso" date null, "fecha_negociada" date null, "fecha_cancelacion" timestamptz null, "fecha_finalizacion" timestamptz null, "fecha_estado2" timestamptz null, "fecha_estado3" timestamptz null, "fecha_estado4" timestamptz null, "estado_pedido" smallint not null default 1, "encargado_pedido_id" int null, "ejecutivo_lider_id" int null, "actor_aprobacion_id" int null, "actor_cancelacion_id" int null, "created_by_id" int not null, "tipo_pedido" varchar(40) null, "es_destacado" boolean not null default false, "convocatoria" varchar(40) null, "codigo_proceso" varchar(60) null, "midasoft_codigo" varchar(60) null, "el_empleo_codigo" varchar(60) null, "maestra_3c_id" varchar(60) null, "maestra_3c_codigo" varchar(60) null, "maestra_3c_nombre" varchar(200) null, "orden_definida" boolean not null default false, "fac_id" int null, "aprueba_fac" boolean not null default false, "fac_fecha_aprobacion" timestamptz null, "prueba_fac" boolean not null default false, "prueba_detac" boolean not null default false, "prueba_comp" boolean not null default false, "prueba_idisc" boolean not null default false, "prueba_valores" boolean not null default false, "prueba_entrevistas" boolean not null default false, "detac" varchar(60) null, "causa_cancelacion" smallint null, "razon_escrita_cancelacion" text null, "actualizado_en" timestamptz not null, "version" int not null default 1);`,
    );
    this.addSql(`create index "pedido_es_stock_index" on "pedido" ("es_stock");`);
    this.addSql(`create index "pedido_cliente_id_index" on "pedido" ("cliente_id");`);
    this.addSql(`create index "pedido_ciudad_id_index" on "pedido" ("ciudad_id");`);
    this.addSql(`create index "pedido_sucursal_id_index" on "pedido" ("sucursal_id");`);
    this.addSql(`create index "pedido_perfil_seleccion_id_index" on "pedido" ("perfil_seleccion_id");`);
    this.addSql(`create index "pedido_pedido_padre_id_index" on "pedido" ("pedido_padre_id");`);
    this.addSql(`create index "pedido_pedido_padre_oc_id_index" on "pedido" ("pedido_padre_oc_id");`);
    this.addSql(`create index "pedido_estado_pedido_index" on "pedido" ("estado_pedido");`);
    this.addSql(`create index "pedido_encargado_pedido_id_index" on "pedido" ("encargado_pedido_id");`);
    this.addSql(`create index "pedido_ejecutivo_lider_id_index" on "pedido" ("ejecutivo_lider_id");`);
    this.addSql(`create index "pedido_created_by_id_index" on "pedido" ("created_by_id");`);
    this.addSql(`create index "pedido_tipo_pedido_index" on "pedido" ("tipo_pedido");`);
    this.addSql(`create index "pedido_fac_id_index" on "pedido" ("fac_id");`);
    this.addSql(
      `create index "pedido_estado_pedido_es_stock_index" on "pedido" ("estado_pedido", "es_stock");`,
    );
    this.addSql(
      `create index "pedido_cliente_id_estado_pedido_index" on "pedido" ("cliente_id", "estado_pedido");`,
    );
    this.addSql(`create index "pedido_fecha_solicitud_index" on "pedido" ("fecha_solicitud");`);
    this.addSql(`create index "pedido_fecha_cancelacion_index" on "pedido" ("fecha_cancelacion");`);
    this.addSql(`create index "pedido_fecha_finalizacion_index" on "pedido" ("fecha_finalizacion");`);
    this.addSql(
      `create unique index "pedido_stock_vigente_perfil_ciudad_uq" on "pedido" ("perfil_seleccion_id", "ciudad_id") where "es_stock" and "estado_pedido" not in (0, 5);`,
    );

    this.addSql(
      `create table "pregunta_entrevista" ("id" serial primary key, "pedido_id" int not null, "pregunta" text not null, "tiempo" int not null default 1, "orden" int not null default 0);`,
    );
    this.addSql(
      `create index "pregunta_entrevista_pedido_id_orden_index" on "pregunta_entrevista" ("pedido_id", "orden");`,
    );

    this.addSql(
      `create table "pedido_requerimiento_visible" ("pedido_id" int not null, "requisito_id" int not null, primary key ("pedido_id", "requisito_id"));`,
    );

    this.addSql(
      `create table "pedido_competencia" ("pedido_id" int not null, "competencia_id" int not null, primary key ("pedido_id", "competencia_id"));`,
    );

    this.addSql(
      `create table "otro_auxilio_pedido" ("id" serial primary key, "pedido_id" int not null, "nombre" varchar(120) not null, "valor" numeric(12,2) not null);`,
    );
    this.addSql(`create index "otro_auxilio_pedido_pedido_id_index" on "otro_auxilio_pedido" ("pedido_id");`);

    this.addSql(
      `create table "orden_contratacion" ("id" serial primary key, "pedido_id" int not null, "consecutivo_cliente" varchar(40) null, "fecha_creado" timestamptz not null, "creado_por_cliente" boolean not null default false, "creado_por_id" int null, "radicado" boolean not null default false, "fecha_radicado" timestamptz null, "radicado_por_id" int null, "fecha_envio_induccion" timestamptz null, "persona_autoriza_ingreso" varchar(200) not null, "fecha_ingreso" date not null, "ciudad_id" int not null, "cargo_id" int not null, "salario" numeric(12,2) not null, "salario_integral" boolean not null default false, "relacion_laboral" varchar(40) not null, "tipo_salario" varchar(40) not null, "riesgo_arl" varchar(40) not null, "tipo_comision" varchar(40) null, "comisiones" numeric(12,2) null, "tipo_variable" varchar(40) null, "variable" numeric(12,2) null, "tipo_jornada" varchar(1) not null, "horas_jornada" numeric(5,2) null, "jefe_inmediato" varchar(200) null, "jefe_inmediato_cargo" varchar(200) null, "area" varchar(200) null, "observaciones" text null, "obra_labor" text null, "observaciones_compra" text null, "concepto_salario1" varchar(40) null, "valor_concepto_salario1" numeric(12,2) null, "concepto_salario2" varchar(40) null, "valor_concepto_salario2" numeric(12,2) null, "nivel1_id" int null, "nivel2_id" int null, "nivel3_id" int null, "nivel4_id" int null, "nivel5_id" int null, "centro_trabajo_id" int not null, "dpto_id" int not null, "actualizado_en" timestamptz not null, "version" int not null default 1);`,
    );
    this.addSql(`create index "orden_contratacion_pedido_id_index" on "orden_contratacion" ("pedido_id");`);
    this.addSql(`create index "orden_contratacion_radicado_index" on "orden_contratacion" ("radicado");`);

    this.addSql(
      `create table "concepto_orden_contratacion" ("id" serial primary key, "orden_contratacion_id" int not null, "tipo" varchar(40) not null, "periodicidad" varchar(40) not null, "concepto_codigo" varchar(40) not null, "concepto_descripcion" varchar(300) not null, "valor" numeric(12,2) not null);`,
    );
    this.addSql(
      `create index "concepto_orden_contratacion_orden_contratacion_id_index" on "concepto_orden_contratacion" ("orden_contratacion_id");`,
    );

    this.addSql(
      `create table "grupo_preguntas_filtro" ("id" serial primary key, "perfil_id" int null, "pedido_id" int null, "nombre" varchar(255) not null, "tipo" smallint not null default 1, "activo" boolean not null default true, "created_by_id" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "version" int not null default 1);`,
    );
    this.addSql(
      `create index "grupo_preguntas_filtro_perfil_id_index" on "grupo_preguntas_filtro" ("perfil_id");`,
    );
    this.addSql(
      `create index "grupo_preguntas_filtro_pedido_id_index" on "grupo_preguntas_filtro" ("pedido_id");`,
    );
    this.addSql(
      `create index "grupo_preguntas_filtro_created_by_id_index" on "grupo_preguntas_filtro" ("created_by_id");`,
    );
    this.addSql(
      `create index "grupo_preguntas_filtro_created_at_index" on "grupo_preguntas_filtro" ("created_at");`,
    );
    this.addSql(
      `create index "grupo_preguntas_filtro_tipo_activo_index" on "grupo_preguntas_filtro" ("tipo", "activo");`,
    );

    this.addSql(
      `create table "traza_fac" ("id" bigserial primary key, "grupo_id" int not null, "accion" smallint not null, "campo" varchar(100) not null, "campo_id" int null, "antes" text null, "despues" text null, "usuario_id" int null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "traza_fac_grupo_id_created_at_index" on "traza_fac" ("grupo_id", "created_at");`,
    );

    this.addSql(
      `create table "pregunta_filtro" ("id" serial primary key, "grupo_id" int not null, "titulo" varchar(500) not null, "tipo" smallint not null default 1, "tipo_fac" smallint not null default 1, "clase" smallint not null default 1, "usar" boolean not null default true, "orden" int not null default 0);`,
    );
    this.addSql(`create index "pregunta_filtro_grupo_id_index" on "pregunta_filtro" ("grupo_id");`);

    this.addSql(
      `create table "opcion_pregunta" ("id" serial primary key, "pregunta_id" int not null, "opcion" varchar(500) not null, "calificacion" smallint not null, "orden" int not null default 0);`,
    );
    this.addSql(`create index "opcion_pregunta_pregunta_id_index" on "opcion_pregunta" ("pregunta_id");`);

    this.addSql(
      `create table "perfil" ("id" serial primary key, "cliente_id" int not null, "cargo_id" int not null, "nombre_cargo_perfil" varchar(200) not null, "mision_cargo_perfil" text not null default '', "tipo" smallint null, "tipo_cargo_id" int null, "estado_perfil" smallint not null default 1, "perfil_padre_id" int null, "es_hijo" boolean not null default false, "es_negociacion" boolean not null default false, "cancela_perfil_padre" boolean not null default false, "tipologia" smallint not null default 0, "tiempo_dias_busqueda" int null, "salario" numeric(12,2) not null, "es_smmlv" boolean not null default true, "periodo_pago" smallint not null default 0, "horario_trabajo" smallint not null default 2, "fac_id" int null, "aprueba_fac" boolean not null default false, "fecha_aprueba_fac" timestamptz null, "categoria_stock_id" int null, "vigencia_stock" int null, "otras_actitudes" text null, "observaciones" text null, "edad_minima" smallint null, "edad_maxima" smallint null, "genero" smallint not null default 0, "lugar_residencia_id" int null, "lugar_nacimiento_id" int null, "estado_civil" smallint not null default 10, "numero_hijos" smallint null, "estrato" smallint not null default 0, "talla_blusa" varchar(10) null, "talla_pantalon" varchar(10) null, "talla_calzado" varchar(10) null, "educacion" smallint not null default 0, "conocimientos_tecnicos" text null, "experiencia_laboral" text null, "otras_habilidades" text null, "direccion" varchar(200) null, "gerencia" varchar(200) null, "subgerencia" varchar(200) null, "coordinacion" varchar(200) null, "que_hace" text null, "como_hace" text null, "para_que_hace" text null, "actor_aprobacion_id" int null, "fecha_aprobacion" timestamptz null, "actor_cancelacion_id" int null, "fecha_cancelacion" timestamptz null, "subnivel_el_empleo" varchar(40) null, "profesiones_el_empleo" text[] not null default '{}', "sectores_el_empleo" text[] not null default '{}', "posiciones_el_empleo" text[] not null default '{}', "areas_trabajo_el_empleo" text[] not null default '{}', "created_by_id" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "version" int not null default 1);`,
    );
    this.addSql(`create index "perfil_cliente_id_index" on "perfil" ("cliente_id");`);
    this.addSql(`create index "perfil_cargo_id_index" on "perfil" ("cargo_id");`);
    this.addSql(`create index "perfil_tipo_cargo_id_index" on "perfil" ("tipo_cargo_id");`);
    this.addSql(`create index "perfil_perfil_padre_id_index" on "perfil" ("perfil_padre_id");`);
    this.addSql(`create index "perfil_fac_id_index" on "perfil" ("fac_id");`);
    this.addSql(`create index "perfil_categoria_stock_id_index" on "perfil" ("categoria_stock_id");`);
    this.addSql(
      `create index "perfil_cliente_id_estado_perfil_index" on "perfil" ("cliente_id", "estado_perfil");`,
    );

    this.addSql(
      `create table "postulado" ("id" serial primary key, "pedido_id" int not null, "candidato_id" int not null, "disponibilidad" smallint not null default 0, "betado" boolean not null default false, "perfil_id" int null, "fecha_postulacion" timestamptz not null);`,
    );
    this.addSql(`create index "postulado_candidato_id_index" on "postulado" ("candidato_id");`);
    this.addSql(`create index "postulado_perfil_id_index" on "postulado" ("perfil_id");`);
    this.addSql(
      `alter table "postulado" add constraint "postulado_pedido_id_candidato_id_unique" unique ("pedido_id", "candidato_id");`,
    );

    this.addSql(
      `create table "perfil_stock" ("id" serial primary key, "cliente_id" int not null, "perfil_id" int not null, "ciudad_id" int not null, "sucursal_id" int null, "meta" int not null default 20, "media" int not null default 10, "baja" int not null default 5, "vigencia" int not null, "pedido_automatico" boolean not null default false, "created_by_id" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "version" int not null default 1);`,
    );
    this.addSql(`create index "perfil_stock_cliente_id_index" on "perfil_stock" ("cliente_id");`);
    this.addSql(`create index "perfil_stock_ciudad_id_index" on "perfil_stock" ("ciudad_id");`);
    this.addSql(`create index "perfil_stock_sucursal_id_index" on "perfil_stock" ("sucursal_id");`);
    this.addSql(
      `alter table "perfil_stock" add constraint "perfil_stock_perfil_id_ciudad_id_unique" unique ("perfil_id", "ciudad_id");`,
    );

    this.addSql(
      `create table "candidato_perfil_stock" ("id" serial primary key, "perfil_stock_id" int not null, "candidato_id" int not null, "estado" smallint not null default 1, "vigencia" int null, "vigencia_stock" date null, "vigencia_stock2" date null, "vigencia_expiracion" date null, "inicio_vigencia_stock" date null, "standard" boolean not null default false, "calificacion" jsonb null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "candidato_perfil_stock_candidato_id_index" on "candidato_perfil_stock" ("candidato_id");`,
    );
    this.addSql(
      `create index "candidato_perfil_stock_vigencia_stock_index" on "candidato_perfil_stock" ("vigencia_stock");`,
    );
    this.addSql(
      `create index "candidato_perfil_stock_perfil_stock_id_estado_index" on "candidato_perfil_stock" ("perfil_stock_id", "estado");`,
    );

    this.addSql(
      `create table "perfil_responsabilidad" ("id" serial primary key, "perfil_id" int not null, "funcion" text not null, "porcentaje" numeric(5,2) not null, "que_hace" text not null, "como_hace" text not null, "para_que_hace" text not null, "orden" int not null default 0);`,
    );
    this.addSql(
      `create index "perfil_responsabilidad_perfil_id_index" on "perfil_responsabilidad" ("perfil_id");`,
    );

    this.addSql(
      `create table "perfil_relacion_area" ("id" serial primary key, "perfil_id" int not null, "area" varchar(200) not null, "proposito" text not null, "relacion" smallint not null default 0, "orden" int not null default 0);`,
    );
    this.addSql(
      `create index "perfil_relacion_area_perfil_id_index" on "perfil_relacion_area" ("perfil_id");`,
    );

    this.addSql(
      `create table "perfil_indicador" ("id" serial primary key, "perfil_id" int not null, "nombre" varchar(255) not null, "formula" text not null, "peso" numeric(5,2) not null, "periodicidad" varchar(100) not null, "meta" varchar(255) not null, "objetivo_proceso" text not null, "orden" int not null default 0);`,
    );
    this.addSql(`create index "perfil_indicador_perfil_id_index" on "perfil_indicador" ("perfil_id");`);

    this.addSql(
      `create table "perfil_competencia" ("id" serial primary key, "perfil_id" int not null, "competencia_id" int not null, "orden" int not null default 0);`,
    );
    this.addSql(
      `create index "perfil_competencia_competencia_id_index" on "perfil_competencia" ("competencia_id");`,
    );
    this.addSql(
      `alter table "perfil_competencia" add constraint "perfil_competencia_perfil_id_competencia_id_unique" unique ("perfil_id", "competencia_id");`,
    );

    this.addSql(
      `create table "perfil_fac" ("perfil_id" int not null, "grupo_preguntas_filtro_id" int not null, primary key ("perfil_id", "grupo_preguntas_filtro_id"));`,
    );

    this.addSql(
      `create table "perfil_caracteristica" ("perfil_id" int not null, "tipo_caracteristica_id" int not null, primary key ("perfil_id", "tipo_caracteristica_id"));`,
    );

    this.addSql(
      `create table "grupo_preguntas_filtro_etiqueta" ("grupo_preguntas_filtro_id" int not null, "etiqueta_fac_id" int not null, primary key ("grupo_preguntas_filtro_id", "etiqueta_fac_id"));`,
    );

    this.addSql(
      `create table "evento_pedido" ("id" bigserial primary key, "pedido_id" int not null, "tipo_evento" smallint not null, "actor_id" int null, "estado_anterior" smallint null, "estado_nuevo" smallint null, "pool" smallint null, "pool_nuevo" smallint null, "candidato_nombre" varchar(300) null, "candidato_espontaneo_nombre" varchar(300) null, "fecha" timestamptz not null);`,
    );
    this.addSql(
      `create index "evento_pedido_pedido_id_fecha_index" on "evento_pedido" ("pedido_id", "fecha");`,
    );
    this.addSql(
      `create index "evento_pedido_tipo_evento_fecha_index" on "evento_pedido" ("tipo_evento", "fecha");`,
    );

    this.addSql(
      `create table "comentario_pedido" ("id" serial primary key, "usuario_id" int not null, "pedido_id" int not null, "fecha" timestamptz not null, "texto" text not null, "visibilidad" smallint not null default 2);`,
    );
    this.addSql(
      `create index "comentario_pedido_pedido_id_fecha_index" on "comentario_pedido" ("pedido_id", "fecha");`,
    );

    this.addSql(
      `create table "candidato_programado" ("id" serial primary key, "pedido_id" int not null, "candidato_id" int null, "correo" varchar(254) not null, "programa_prueba_fecha" timestamptz null, "fecha_informa_prueba" timestamptz null, "fac" smallint not null default 3, "detac" smallint not null default 3, "competencias" smallint not null default 3, "idisc" smallint not null default 3, "valores" smallint not null default 3, "entrevista" smallint not null default 3);`,
    );
    this.addSql(
      `create index "candidato_programado_candidato_id_index" on "candidato_programado" ("candidato_id");`,
    );
    this.addSql(
      `alter table "candidato_programado" add constraint "candidato_programado_pedido_id_correo_unique" unique ("pedido_id", "correo");`,
    );

    this.addSql(
      `create table "calificacion_prueba_digital" ("id" serial primary key, "candidato_id" int not null, "pedido_id" int null, "puntaje_global_reportado" numeric(5,2) null, "descartado" boolean not null default false, "url_informe" varchar(1000) null, "url_informe_lite" varchar(1000) null, "fecha" timestamptz not null, "vigente_hasta" date null);`,
    );
    this.addSql(
      `create index "calificacion_prueba_digital_pedido_id_index" on "calificacion_prueba_digital" ("pedido_id");`,
    );
    this.addSql(
      `create index "calificacion_prueba_digital_candidato_id_fecha_index" on "calificacion_prueba_digital" ("candidato_id", "fecha");`,
    );
    this.addSql(
      `create index "calificacion_prueba_digital_candidato_id_vigente_hasta_index" on "calificacion_prueba_digital" ("candidato_id", "vigente_hasta");`,
    );

    this.addSql(
      `create table "resultado_prueba_digital" ("id" serial primary key, "calificacion_id" int not null, "codigo" varchar(20) not null, "puntaje" numeric(5,2) null, "descartado" boolean not null default false);`,
    );
    this.addSql(
      `alter table "resultado_prueba_digital" add constraint "resultado_prueba_digital_calificacion_id_codigo_unique" unique ("calificacion_id", "codigo");`,
    );

    this.addSql(
      `create table "entrevista_video" ("id" serial primary key, "calificacion_id" int not null, "orden" smallint not null, "pregunta" text null, "comentario" text null, "video" varchar(1000) null);`,
    );
    this.addSql(
      `create index "entrevista_video_calificacion_id_orden_index" on "entrevista_video" ("calificacion_id", "orden");`,
    );

    this.addSql(
      `create table "notificacion" ("id" serial primary key, "cliente_id" int not null, "titulo" varchar(200) not null, "texto" text not null, "region_id" int null, "enviada_por_id" int not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "notificacion_cliente_id_index" on "notificacion" ("cliente_id");`);
    this.addSql(`create index "notificacion_created_at_index" on "notificacion" ("created_at");`);

    this.addSql(
      `create table "notificacion_dispositivo" ("notificacion_id" int not null, "dispositivo_id" int not null, primary key ("notificacion_id", "dispositivo_id"));`,
    );

    this.addSql(
      `create table "indicador_operaciones" ("id" serial primary key, "fecha_corte" date not null, "anio" smallint not null, "semana" smallint not null, "sucursal_id" int not null, "cliente_id" int null, "psicologo_id" int null, "procesos_realizados" int not null default 0, "pedidos_ingresados" int not null default 0, "hv_enviadas" int not null default 0, "contratados" int not null default 0, "pedidos_cancelados" int not null default 0, "personas_rechazadas" int not null default 0, "desde" date null, "hasta" date null, "v_pa_chf" int not null default 0, "v_p_chf" int not null default 0, "v_f_chf" int not null default 0, "cep" int not null default 0, "v_pa" int not null default 0, "v_p" int not null default 0, "ppcc" int not null default 0, "k" numeric(6,2) not null default 1, "calculado_en" timestamptz not null);`,
    );
    this.addSql(
      `create index "indicador_operaciones_fecha_corte_index" on "indicador_operaciones" ("fecha_corte");`,
    );
    this.addSql(
      `create unique index "indicador_operaciones_unico" on "indicador_operaciones" ("fecha_corte", "sucursal_id", "cliente_id", "psicologo_id") nulls not distinct;`,
    );
    this.addSql(
      `create index "indicador_operaciones_sucursal_id_fecha_corte_index" on "indicador_operaciones" ("sucursal_id", "fecha_corte");`,
    );
    this.addSql(
      `create index "indicador_operaciones_cliente_id_fecha_corte_index" on "indicador_operaciones" ("cliente_id", "fecha_corte");`,
    );
    this.addSql(
      `create index "indicador_operaciones_psicologo_id_fecha_corte_index" on "indicador_operaciones" ("psicologo_id", "fecha_corte");`,
    );

    this.addSql(
      `create table "cliente_contacto" ("id" serial primary key, "cliente_id" int not null, "nombre" varchar(200) not null default '', "correo" varchar(254) not null, "enviar" boolean not null default true, "activo" boolean not null default true);`,
    );
    this.addSql(
      `alter table "cliente_contacto" add constraint "cliente_contacto_cliente_id_correo_unique" unique ("cliente_id", "correo");`,
    );

    this.addSql(
      `create table "almacen" ("id" serial primary key, "nombre" varchar(200) not null, "direccion" varchar(300) null, "region_id" int null, "cliente_id" int not null, "latitud" numeric(9,6) null, "longitud" numeric(9,6) null, "activo" boolean not null default true);`,
    );
    this.addSql(`create index "almacen_region_id_index" on "almacen" ("region_id");`);
    this.addSql(`create index "almacen_cliente_id_index" on "almacen" ("cliente_id");`);

    this.addSql(
      `create table "reporte_llegada" ("id" serial primary key, "usuario_id" int not null, "almacen_id" int not null, "fecha" timestamptz not null, "latitud" numeric(9,6) null, "longitud" numeric(9,6) null);`,
    );
    this.addSql(`create index "reporte_llegada_almacen_id_index" on "reporte_llegada" ("almacen_id");`);
    this.addSql(
      `create index "reporte_llegada_usuario_id_fecha_index" on "reporte_llegada" ("usuario_id", "fecha");`,
    );

    this.addSql(
      `create table "novedad" ("id" serial primary key, "created_at" timestamptz not null, "sub_tipo_novedad_id" int not null, "usuario_id" int not null, "almacen_id" int not null, "texto" text not null, "estado" smallint not null default 0, "solved_at" timestamptz null, "comentario" text null, "resuelta_por_id" int null, "version" int not null default 1);`,
    );
    this.addSql(`create index "novedad_created_at_index" on "novedad" ("created_at");`);
    this.addSql(`create index "novedad_sub_tipo_novedad_id_index" on "novedad" ("sub_tipo_novedad_id");`);
    this.addSql(`create index "novedad_usuario_id_index" on "novedad" ("usuario_id");`);
    this.addSql(`create index "novedad_almacen_id_index" on "novedad" ("almacen_id");`);
    this.addSql(`create index "novedad_estado_created_at_index" on "novedad" ("estado", "created_at");`);

    this.addSql(
      `create table "foto_novedad" ("id" serial primary key, "novedad_id" int not null, "nombre" varchar(255) null, "tipo_mime" varchar(120) null, "tamano" int null, "contenido" bytea null, "url" varchar(1000) null, "creado_en" timestamptz not null);`,
    );
    this.addSql(`create index "foto_novedad_novedad_id_index" on "foto_novedad" ("novedad_id");`);

    this.addSql(
      `create table "candidato_vetado" ("id" serial primary key, "candidato_id" int not null, "cliente_id" int not null, "motivo" text null, "pedido_origen_id" int null, "created_by_id" int null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "candidato_vetado_cliente_id_index" on "candidato_vetado" ("cliente_id");`);
    this.addSql(
      `alter table "candidato_vetado" add constraint "candidato_vetado_candidato_id_cliente_id_unique" unique ("candidato_id", "cliente_id");`,
    );

    this.addSql(
      `create table "candidato_pedido" ("id" serial primary key, "pedido_id" int not null, "candidato_id" int not null, "activo" boolean not null default true, "pool" smallint not null default 0, "estado_producto" smallint not null default 1, "estado_candidato_pedido" smallint not null default 0, "fecha_cita_cliente" timestamptz null, "motivo_rechazo_candidato_id" int null, "otro_motivo_rechazo" text null, "validado_rechazo" boolean not null default false, "betado" boolean not null default false, "de_categorias" boolean not null default false, "de_stock" boolean not null default false, "liberado" boolean not null default false, "no_enviar_a_cliente" boolean not null default false, "enviado_a_midasoft" boolean not null default false, "puntaje" numeric(12,2) null, "puntaje_global" numeric(12,2) null, "descartado" boolean not null default false, "accion_descarte" varchar(20) null, "vetar_candidato" smallint null, "fecha_creacion" timestamptz not null, "creado_por_id" int null, "fecha_cambio_estado" timestamptz null, "modificado_por_id" int null, "fecha_modificacion" timestamptz not null, "version" int not null default 1);`,
    );
    this.addSql(
      `create index "candidato_pedido_pedido_id_activo_pool_index" on "candidato_pedido" ("pedido_id", "activo", "pool");`,
    );
    this.addSql(
      `create index "candidato_pedido_candidato_id_activo_index" on "candidato_pedido" ("candidato_id", "activo");`,
    );
    this.addSql(
      `create index "candidato_pedido_estado_candidato_pedido_index" on "candidato_pedido" ("estado_candidato_pedido");`,
    );
    this.addSql(
      `create unique index "candidato_pedido_activo_uq" on "candidato_pedido" ("pedido_id", "candidato_id") where "activo";`,
    );

    this.addSql(
      `create table "orden_contratacion_candidato" ("orden_contratacion_id" int not null, "candidato_pedido_id" int not null, primary key ("orden_contratacion_id", "candidato_pedido_id"));`,
    );

    this.addSql(
      `create table "candidato_espontaneo" ("id" serial primary key, "pedido_id" int not null, "activo" boolean not null default true, "nombres" varchar(150) not null, "apellidos" varchar(150) not null, "cedula" varchar(20) not null, "email" varchar(254) not null, "telefono" varchar(30) not null, "medio" varchar(200) null, "candidato_id" int null, "creado_por_id" int null, "fecha_creacion" timestamptz not null);`,
    );
    this.addSql(`create index "candidato_espontaneo_cedula_index" on "candidato_espontaneo" ("cedula");`);
    this.addSql(`create index "candidato_espontaneo_email_index" on "candidato_espontaneo" ("email");`);
    this.addSql(
      `create index "candidato_espontaneo_candidato_id_index" on "candidato_espontaneo" ("candidato_id");`,
    );
    this.addSql(
      `create index "candidato_espontaneo_pedido_id_activo_index" on "candidato_espontaneo" ("pedido_id", "activo");`,
    );

    this.addSql(
      `create table "cita" ("id" serial primary key, "candidato_id" int null, "candidato_espontaneo_id" int null, "cliente_id" int null, "persona_acargo_entrevista_id" int not null, "razon_entrevista" smallint not null default 0, "razon_reagendamiento" text null, "fecha_hora_entrevista" timestamptz not null, "fecha_hora_llegada" timestamptz null, "comentario" text null, "estado1_id" int null, "estado2_id" int null, "referencia_id" int null, "otros_referencia" varchar(200) null, "cita_padre_reagendada_id" int null, "correo_enviado" boolean not null default false, "usuario_creador_id" int not null, "sucursal_id" int null, "ciudad_id" int null, "created_at" timestamptz not null, "version" int not null default 1);`,
    );
    this.addSql(`create index "cita_cliente_id_index" on "cita" ("cliente_id");`);
    this.addSql(`create index "cita_razon_entrevista_index" on "cita" ("razon_entrevista");`);
    this.addSql(`create index "cita_fecha_hora_entrevista_index" on "cita" ("fecha_hora_entrevista");`);
    this.addSql(`create index "cita_estado1_id_index" on "cita" ("estado1_id");`);
    this.addSql(`create index "cita_estado2_id_index" on "cita" ("estado2_id");`);
    this.addSql(`create index "cita_cita_padre_reagendada_id_index" on "cita" ("cita_padre_reagendada_id");`);
    this.addSql(`create index "cita_usuario_creador_id_index" on "cita" ("usuario_creador_id");`);
    this.addSql(
      `create index "cita_sucursal_id_fecha_hora_entrevista_index" on "cita" ("sucursal_id", "fecha_hora_entrevista");`,
    );
    this.addSql(
      `create index "cita_persona_acargo_entrevista_id_fecha_hora_entrevista_index" on "cita" ("persona_acargo_entrevista_id", "fecha_hora_entrevista");`,
    );
    this.addSql(
      `create index "cita_candidato_id_fecha_hora_entrevista_index" on "cita" ("candidato_id", "fecha_hora_entrevista");`,
    );
    this.addSql(
      `create index "cita_candidato_espontaneo_id_fecha_hora_entrevista_index" on "cita" ("candidato_espontaneo_id", "fecha_hora_entrevista");`,
    );
    this.addSql(
      `create index "cita_ciudad_id_fecha_hora_entrevista_index" on "cita" ("ciudad_id", "fecha_hora_entrevista");`,
    );

    this.addSql(
      `create table "requisito_cita" ("id" serial primary key, "cita_id" int not null, "requisito_id" int not null, "revisado" boolean not null default false);`,
    );
    this.addSql(`create index "requisito_cita_requisito_id_index" on "requisito_cita" ("requisito_id");`);
    this.addSql(
      `alter table "requisito_cita" add constraint "requisito_cita_cita_id_requisito_id_unique" unique ("cita_id", "requisito_id");`,
    );

    this.addSql(
      `create table "archivo_candidato_espontaneo" ("id" serial primary key, "candidato_espontaneo_id" int not null, "nombre" varchar(255) not null, "tipo_mime" varchar(120) not null, "tamano" int not null, "contenido" bytea not null, "creado_en" timestamptz not null);`,
    );
    this.addSql(
      `create index "archivo_candidato_espontaneo_candidato_espontaneo_id_index" on "archivo_candidato_espontaneo" ("candidato_espontaneo_id");`,
    );

    this.addSql(
      `create table "candidato_categoria" ("id" serial primary key, "candidato_id" int not null, "ciudad_id" int not null, "categoria_id" int not null, "calificacion" jsonb null, "inicio_vigencia_pruebas" date null, "vigencia" int null, "vigencia_categoria" date null, "vigencia_categoria2" date null, "estado" smallint not null default 1, "pedido_origen_id" int null, "created_by_id" int null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "candidato_categoria_candidato_id_index" on "candidato_categoria" ("candidato_id");`,
    );
    this.addSql(`create index "candidato_categoria_ciudad_id_index" on "candidato_categoria" ("ciudad_id");`);
    this.addSql(
      `create index "candidato_categoria_vigencia_categoria_index" on "candidato_categoria" ("vigencia_categoria");`,
    );
    this.addSql(
      `create index "candidato_categoria_categoria_id_estado_index" on "candidato_categoria" ("categoria_id", "estado");`,
    );
    this.addSql(
      `create unique index "candidato_categoria_vigente_uniq" on "candidato_categoria" ("candidato_id") where "estado" = 1;`,
    );

    this.addSql(
      `create table "archivo_evidencia_cancelacion" ("id" serial primary key, "pedido_id" int not null, "nombre" varchar(255) not null, "tipo_mime" varchar(120) not null, "tamano" int not null, "contenido" bytea not null, "subido_por_id" int null, "creado_en" timestamptz not null);`,
    );
    this.addSql(
      `create index "archivo_evidencia_cancelacion_pedido_id_index" on "archivo_evidencia_cancelacion" ("pedido_id");`,
    );

    this.addSql(
      `create table "usuario_cliente" ("usuario_id" int not null, "cliente_id" int not null, primary key ("usuario_id", "cliente_id"));`,
    );

    this.addSql(
      `create table "usuario_grupo" ("usuario_id" int not null, "grupo_id" int not null, primary key ("usuario_id", "grupo_id"));`,
    );

    this.addSql(
      `create table "valor" ("id" serial primary key, "nombre" varchar(200) not null, "defecto" boolean not null default false, "activo" boolean not null default true);`,
    );
    this.addSql(`create index "valor_activo_index" on "valor" ("activo");`);

    this.addSql(
      `create table "perfil_valor" ("perfil_id" int not null, "valor_id" int not null, primary key ("perfil_id", "valor_id"));`,
    );

    this.addSql(
      `create table "pedido_valor" ("pedido_id" int not null, "valor_id" int not null, primary key ("pedido_id", "valor_id"));`,
    );

    this.addSql(
      `create table "visita" ("id" serial primary key, "ruta_id" int not null, "almacen_id" int not null, "posicion" smallint not null);`,
    );
    this.addSql(`create index "visita_almacen_id_index" on "visita" ("almacen_id");`);
    this.addSql(`create index "visita_ruta_id_posicion_index" on "visita" ("ruta_id", "posicion");`);

    this.addSql(
      `alter table "categoria_stock" add constraint "categoria_stock_vigencia_check" check (vigencia >= 1);`,
    );

    this.addSql(
      `alter table "candidato" add constraint "candidato_lugar_expedicion_id_foreign" foreign key ("lugar_expedicion_id") references "ciudad" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "candidato" add constraint "candidato_ciudad_donde_vive_id_foreign" foreign key ("ciudad_donde_vive_id") references "ciudad" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "competencia" add constraint "competencia_padre_id_foreign" foreign key ("padre_id") references "competencia" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "hoja_de_vida" add constraint "hoja_de_vida_candidato_id_foreign" foreign key ("candidato_id") references "candidato" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "hijo" add constraint "hijo_hoja_de_vida_id_foreign" foreign key ("hoja_de_vida_id") references "hoja_de_vida" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "habilidad" add constraint "habilidad_hoja_de_vida_id_foreign" foreign key ("hoja_de_vida_id") references "hoja_de_vida" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "experiencia" add constraint "experiencia_hoja_de_vida_id_foreign" foreign key ("hoja_de_vida_id") references "hoja_de_vida" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "educacion_superior" add constraint "educacion_superior_hoja_de_vida_id_foreign" foreign key ("hoja_de_vida_id") references "hoja_de_vida" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "educacion_en_curso" add constraint "educacion_en_curso_hoja_de_vida_id_foreign" foreign key ("hoja_de_vida_id") references "hoja_de_vida" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "diplomado" add constraint "diplomado_hoja_de_vida_id_foreign" foreign key ("hoja_de_vida_id") references "hoja_de_vida" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "archivo_hoja_de_vida" add constraint "archivo_hoja_de_vida_hoja_de_vida_id_foreign" foreign key ("hoja_de_vida_id") references "hoja_de_vida" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "idioma" add constraint "idioma_hoja_de_vida_id_foreign" foreign key ("hoja_de_vida_id") references "hoja_de_vida" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "otro_estudio" add constraint "otro_estudio_hoja_de_vida_id_foreign" foreign key ("hoja_de_vida_id") references "hoja_de_vida" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "grupo_permiso" add constraint "grupo_permiso_grupo_id_foreign" foreign key ("grupo_id") references "grupo" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "grupo_permiso" add constraint "grupo_permiso_permiso_id_foreign" foreign key ("permiso_id") references "permiso" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "persona_a_cargo" add constraint "persona_a_cargo_hoja_de_vida_id_foreign" foreign key ("hoja_de_vida_id") references "hoja_de_vida" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "postgrado" add constraint "postgrado_hoja_de_vida_id_foreign" foreign key ("hoja_de_vida_id") references "hoja_de_vida" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "referencia_personal" add constraint "referencia_personal_hoja_de_vida_id_foreign" foreign key ("hoja_de_vida_id") references "hoja_de_vida" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "sucursal" add constraint "sucursal_ciudad_id_foreign" foreign key ("ciudad_id") references "ciudad" ("id");`,
    );

    this.addSql(
      `alter table "sub_tipo_novedad" add constraint "sub_tipo_novedad_tipo_novedad_id_foreign" foreign key ("tipo_novedad_id") references "tipo_novedad" ("id");`,
    );

    this.addSql(
      `alter table "usuario" add constraint "usuario_sucursal_id_foreign" foreign key ("sucursal_id") references "sucursal" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "sesion" add constraint "sesion_usuario_id_foreign" foreign key ("usuario_id") references "usuario" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "ruta" add constraint "ruta_usuario_id_foreign" foreign key ("usuario_id") references "usuario" ("id");`,
    );

    this.addSql(
      `alter table "requisito_persona" add constraint "requisito_persona_hoja_de_vida_id_foreign" foreign key ("hoja_de_vida_id") references "hoja_de_vida" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "requisito_persona" add constraint "requisito_persona_requisito_id_foreign" foreign key ("requisito_id") references "requisito" ("id");`,
    );
    this.addSql(
      `alter table "requisito_persona" add constraint "requisito_persona_usuario_id_foreign" foreign key ("usuario_id") references "usuario" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "archivo_evidencia_requisito" add constraint "archivo_evidencia_requisito_requisito_persona_id_foreign" foreign key ("requisito_persona_id") references "requisito_persona" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "marca_hoja_de_vida" add constraint "marca_hoja_de_vida_hoja_de_vida_id_foreign" foreign key ("hoja_de_vida_id") references "hoja_de_vida" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "marca_hoja_de_vida" add constraint "marca_hoja_de_vida_tipo_marca_id_foreign" foreign key ("tipo_marca_id") references "tipo_marca" ("id");`,
    );
    this.addSql(
      `alter table "marca_hoja_de_vida" add constraint "marca_hoja_de_vida_usuario_id_foreign" foreign key ("usuario_id") references "usuario" ("id");`,
    );

    this.addSql(
      `alter table "dispositivo" add constraint "dispositivo_usuario_id_foreign" foreign key ("usuario_id") references "usuario" ("id");`,
    );

    this.addSql(
      `alter table "punto_gps" add constraint "punto_gps_dispositivo_id_foreign" foreign key ("dispositivo_id") references "dispositivo" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "comentario_hoja_de_vida" add constraint "comentario_hoja_de_vida_hoja_de_vida_id_foreign" foreign key ("hoja_de_vida_id") references "hoja_de_vida" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "comentario_hoja_de_vida" add constraint "comentario_hoja_de_vida_usuario_id_foreign" foreign key ("usuario_id") references "usuario" ("id");`,
    );

    this.addSql(
      `alter table "cliente" add constraint "cliente_usuario_maneja_stock_id_foreign" foreign key ("usuario_maneja_stock_id") references "usuario" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "reporte_embebido" add constraint "reporte_embebido_cliente_id_foreign" foreign key ("cliente_id") references "cliente" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "region" add constraint "region_cliente_id_foreign" foreign key ("cliente_id") references "cliente" ("id");`,
    );

    this.addSql(
      `alter table "pedido" add constraint "pedido_cliente_id_foreign" foreign key ("cliente_id") references "cliente" ("id");`,
    );
    this.addSql(
      `alter table "pedido" add constraint "pedido_ciudad_id_foreign" foreign key ("ciudad_id") references "ciudad" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "pedido" add constraint "pedido_sucursal_id_foreign" foreign key ("sucursal_id") references "sucursal" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "pedido" add constraint "pedido_perfil_seleccion_id_foreign" foreign key ("perfil_seleccion_id") references "perfil" ("id");`,
    );
    this.addSql(
      `alter table "pedido" add constraint "pedido_pedido_padre_id_foreign" foreign key ("pedido_padre_id") references "pedido" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "pedido" add constraint "pedido_pedido_padre_oc_id_foreign" foreign key ("pedido_padre_oc_id") references "pedido" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "pedido" add constraint "pedido_encargado_pedido_id_foreign" foreign key ("encargado_pedido_id") references "usuario" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "pedido" add constraint "pedido_ejecutivo_lider_id_foreign" foreign key ("ejecutivo_lider_id") references "usuario" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "pedido" add constraint "pedido_actor_aprobacion_id_foreign" foreign key ("actor_aprobacion_id") references "usuario" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "pedido" add constraint "pedido_actor_cancelacion_id_foreign" foreign key ("actor_cancelacion_id") references "usuario" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "pedido" add constraint "pedido_created_by_id_foreign" foreign key ("created_by_id") references "usuario" ("id");`,
    );
    this.addSql(
      `alter table "pedido" add constraint "pedido_fac_id_foreign" foreign key ("fac_id") references "grupo_preguntas_filtro" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "pregunta_entrevista" add constraint "pregunta_entrevista_pedido_id_foreign" foreign key ("pedido_id") references "pedido" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "pedido_requerimiento_visible" add constraint "pedido_requerimiento_visible_pedido_id_foreign" foreign key ("pedido_id") references "pedido" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "pedido_requerimiento_visible" add constraint "pedido_requerimiento_visible_requisito_id_foreign" foreign key ("requisito_id") references "requisito" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "pedido_competencia" add constraint "pedido_competencia_pedido_id_foreign" foreign key ("pedido_id") references "pedido" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "pedido_competencia" add constraint "pedido_competencia_competencia_id_foreign" foreign key ("competencia_id") references "competencia" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "otro_auxilio_pedido" add constraint "otro_auxilio_pedido_pedido_id_foreign" foreign key ("pedido_id") references "pedido" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "orden_contratacion" add constraint "orden_contratacion_pedido_id_foreign" foreign key ("pedido_id") references "pedido" ("id");`,
    );
    this.addSql(
      `alter table "orden_contratacion" add constraint "orden_contratacion_creado_por_id_foreign" foreign key ("creado_por_id") references "usuario" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "orden_contratacion" add constraint "orden_contratacion_radicado_por_id_foreign" foreign key ("radicado_por_id") references "usuario" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "orden_contratacion" add constraint "orden_contratacion_ciudad_id_foreign" foreign key ("ciudad_id") references "ciudad" ("id");`,
    );
    this.addSql(
      `alter table "orden_contratacion" add constraint "orden_contratacion_cargo_id_foreign" foreign key ("cargo_id") references "cargo" ("id");`,
    );
    this.addSql(
      `alter table "orden_contratacion" add constraint "orden_contratacion_nivel1_id_foreign" foreign key ("nivel1_id") references "nivel_organizacional_erp" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "orden_contratacion" add constraint "orden_contratacion_nivel2_id_foreign" foreign key ("nivel2_id") references "nivel_organizacional_erp" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "orden_contratacion" add constraint "orden_contratacion_nivel3_id_foreign" foreign key ("nivel3_id") references "nivel_organizacional_erp" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "orden_contratacion" add constraint "orden_contratacion_nivel4_id_foreign" foreign key ("nivel4_id") references "nivel_organizacional_erp" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "orden_contratacion" add constraint "orden_contratacion_nivel5_id_foreign" foreign key ("nivel5_id") references "nivel_organizacional_erp" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "orden_contratacion" add constraint "orden_contratacion_centro_trabajo_id_foreign" foreign key ("centro_trabajo_id") references "centro_trabajo" ("id");`,
    );
    this.addSql(
      `alter table "orden_contratacion" add constraint "orden_contratacion_dpto_id_foreign" foreign key ("dpto_id") references "centro_costo_erp" ("id");`,
    );

    this.addSql(
      `alter table "concepto_orden_contratacion" add constraint "concepto_orden_contratacion_orden_contratacion_id_foreign" foreign key ("orden_contratacion_id") references "orden_contratacion" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "grupo_preguntas_filtro" add constraint "grupo_preguntas_filtro_perfil_id_foreign" foreign key ("perfil_id") references "perfil" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "grupo_preguntas_filtro" add constraint "grupo_preguntas_filtro_pedido_id_foreign" foreign key ("pedido_id") references "pedido" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "grupo_preguntas_filtro" add constraint "grupo_preguntas_filtro_created_by_id_foreign" foreign key ("created_by_id") references "usuario" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "traza_fac" add constraint "traza_fac_grupo_id_foreign" foreign key ("grupo_id") references "grupo_preguntas_filtro" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "traza_fac" add constraint "traza_fac_usuario_id_foreign" foreign key ("usuario_id") references "usuario" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "pregunta_filtro" add constraint "pregunta_filtro_grupo_id_foreign" foreign key ("grupo_id") references "grupo_preguntas_filtro" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "opcion_pregunta" add constraint "opcion_pregunta_pregunta_id_foreign" foreign key ("pregunta_id") references "pregunta_filtro" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "opcion_pregunta" add constraint "opcion_pregunta_calificacion_check" check (calificacion between 1 and 6);`,
    );

    this.addSql(
      `alter table "perfil" add constraint "perfil_cliente_id_foreign" foreign key ("cliente_id") references "cliente" ("id");`,
    );
    this.addSql(
      `alter table "perfil" add constraint "perfil_cargo_id_foreign" foreign key ("cargo_id") references "cargo" ("id");`,
    );
    this.addSql(
      `alter table "perfil" add constraint "perfil_tipo_cargo_id_foreign" foreign key ("tipo_cargo_id") references "tipo_cargo" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "perfil" add constraint "perfil_perfil_padre_id_foreign" foreign key ("perfil_padre_id") references "perfil" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "perfil" add constraint "perfil_fac_id_foreign" foreign key ("fac_id") references "grupo_preguntas_filtro" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "perfil" add constraint "perfil_categoria_stock_id_foreign" foreign key ("categoria_stock_id") references "categoria_stock" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "perfil" add constraint "perfil_lugar_residencia_id_foreign" foreign key ("lugar_residencia_id") references "ciudad" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "perfil" add constraint "perfil_lugar_nacimiento_id_foreign" foreign key ("lugar_nacimiento_id") references "ciudad" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "perfil" add constraint "perfil_actor_aprobacion_id_foreign" foreign key ("actor_aprobacion_id") references "usuario" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "perfil" add constraint "perfil_actor_cancelacion_id_foreign" foreign key ("actor_cancelacion_id") references "usuario" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "perfil" add constraint "perfil_created_by_id_foreign" foreign key ("created_by_id") references "usuario" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "postulado" add constraint "postulado_pedido_id_foreign" foreign key ("pedido_id") references "pedido" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "postulado" add constraint "postulado_candidato_id_foreign" foreign key ("candidato_id") references "candidato" ("id");`,
    );
    this.addSql(
      `alter table "postulado" add constraint "postulado_perfil_id_foreign" foreign key ("perfil_id") references "perfil" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "perfil_stock" add constraint "perfil_stock_cliente_id_foreign" foreign key ("cliente_id") references "cliente" ("id");`,
    );
    this.addSql(
      `alter table "perfil_stock" add constraint "perfil_stock_perfil_id_foreign" foreign key ("perfil_id") references "perfil" ("id");`,
    );
    this.addSql(
      `alter table "perfil_stock" add constraint "perfil_stock_ciudad_id_foreign" foreign key ("ciudad_id") references "ciudad" ("id");`,
    );
    this.addSql(
      `alter table "perfil_stock" add constraint "perfil_stock_sucursal_id_foreign" foreign key ("sucursal_id") references "sucursal" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "perfil_stock" add constraint "perfil_stock_created_by_id_foreign" foreign key ("created_by_id") references "usuario" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "perfil_stock" add constraint "perfil_stock_vigencia_check" check (vigencia >= 1);`,
    );

    this.addSql(
      `alter table "candidato_perfil_stock" add constraint "candidato_perfil_stock_perfil_stock_id_foreign" foreign key ("perfil_stock_id") references "perfil_stock" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "candidato_perfil_stock" add constraint "candidato_perfil_stock_candidato_id_foreign" foreign key ("candidato_id") references "candidato" ("id");`,
    );

    this.addSql(
      `alter table "perfil_responsabilidad" add constraint "perfil_responsabilidad_perfil_id_foreign" foreign key ("perfil_id") references "perfil" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "perfil_responsabilidad" add constraint "perfil_responsabilidad_porcentaje_check" check (porcentaje >= 0 and porcentaje <= 100);`,
    );

    this.addSql(
      `alter table "perfil_relacion_area" add constraint "perfil_relacion_area_perfil_id_foreign" foreign key ("perfil_id") references "perfil" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "perfil_indicador" add constraint "perfil_indicador_perfil_id_foreign" foreign key ("perfil_id") references "perfil" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "perfil_indicador" add constraint "perfil_indicador_peso_check" check (peso >= 0 and peso <= 100);`,
    );

    this.addSql(
      `alter table "perfil_competencia" add constraint "perfil_competencia_perfil_id_foreign" foreign key ("perfil_id") references "perfil" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "perfil_competencia" add constraint "perfil_competencia_competencia_id_foreign" foreign key ("competencia_id") references "competencia" ("id");`,
    );

    this.addSql(
      `alter table "perfil_fac" add constraint "perfil_fac_perfil_id_foreign" foreign key ("perfil_id") references "perfil" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "perfil_fac" add constraint "perfil_fac_grupo_preguntas_filtro_id_foreign" foreign key ("grupo_preguntas_filtro_id") references "grupo_preguntas_filtro" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "perfil_caracteristica" add constraint "perfil_caracteristica_perfil_id_foreign" foreign key ("perfil_id") references "perfil" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "perfil_caracteristica" add constraint "perfil_caracteristica_tipo_caracteristica_id_foreign" foreign key ("tipo_caracteristica_id") references "tipo_caracteristica" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "grupo_preguntas_filtro_etiqueta" add constraint "grupo_preguntas_filtro_etiqueta_grupo_preguntas__d6941_foreign" foreign key ("grupo_preguntas_filtro_id") references "grupo_preguntas_filtro" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "grupo_preguntas_filtro_etiqueta" add constraint "grupo_preguntas_filtro_etiqueta_etiqueta_fac_id_foreign" foreign key ("etiqueta_fac_id") references "etiqueta_fac" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "evento_pedido" add constraint "evento_pedido_pedido_id_foreign" foreign key ("pedido_id") references "pedido" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "evento_pedido" add constraint "evento_pedido_actor_id_foreign" foreign key ("actor_id") references "usuario" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "comentario_pedido" add constraint "comentario_pedido_usuario_id_foreign" foreign key ("usuario_id") references "usuario" ("id");`,
    );
    this.addSql(
      `alter table "comentario_pedido" add constraint "comentario_pedido_pedido_id_foreign" foreign key ("pedido_id") references "pedido" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "candidato_programado" add constraint "candidato_programado_pedido_id_foreign" foreign key ("pedido_id") references "pedido" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "candidato_programado" add constraint "candidato_programado_candidato_id_foreign" foreign key ("candidato_id") references "candidato" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "calificacion_prueba_digital" add constraint "calificacion_prueba_digital_candidato_id_foreign" foreign key ("candidato_id") references "candidato" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "calificacion_prueba_digital" add constraint "calificacion_prueba_digital_pedido_id_foreign" foreign key ("pedido_id") references "pedido" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "resultado_prueba_digital" add constraint "resultado_prueba_digital_calificacion_id_foreign" foreign key ("calificacion_id") references "calificacion_prueba_digital" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "entrevista_video" add constraint "entrevista_video_calificacion_id_foreign" foreign key ("calificacion_id") references "calificacion_prueba_digital" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "notificacion" add constraint "notificacion_cliente_id_foreign" foreign key ("cliente_id") references "cliente" ("id");`,
    );
    this.addSql(
      `alter table "notificacion" add constraint "notificacion_region_id_foreign" foreign key ("region_id") references "region" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "notificacion" add constraint "notificacion_enviada_por_id_foreign" foreign key ("enviada_por_id") references "usuario" ("id");`,
    );

    this.addSql(
      `alter table "notificacion_dispositivo" add constraint "notificacion_dispositivo_notificacion_id_foreign" foreign key ("notificacion_id") references "notificacion" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "notificacion_dispositivo" add constraint "notificacion_dispositivo_dispositivo_id_foreign" foreign key ("dispositivo_id") references "dispositivo" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "indicador_operaciones" add constraint "indicador_operaciones_sucursal_id_foreign" foreign key ("sucursal_id") references "sucursal" ("id");`,
    );
    this.addSql(
      `alter table "indicador_operaciones" add constraint "indicador_operaciones_cliente_id_foreign" foreign key ("cliente_id") references "cliente" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "indicador_operaciones" add constraint "indicador_operaciones_psicologo_id_foreign" foreign key ("psicologo_id") references "usuario" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "cliente_contacto" add constraint "cliente_contacto_cliente_id_foreign" foreign key ("cliente_id") references "cliente" ("id");`,
    );

    this.addSql(
      `alter table "almacen" add constraint "almacen_region_id_foreign" foreign key ("region_id") references "region" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "almacen" add constraint "almacen_cliente_id_foreign" foreign key ("cliente_id") references "cliente" ("id");`,
    );

    this.addSql(
      `alter table "reporte_llegada" add constraint "reporte_llegada_usuario_id_foreign" foreign key ("usuario_id") references "usuario" ("id");`,
    );
    this.addSql(
      `alter table "reporte_llegada" add constraint "reporte_llegada_almacen_id_foreign" foreign key ("almacen_id") references "almacen" ("id");`,
    );

    this.addSql(
      `alter table "novedad" add constraint "novedad_sub_tipo_novedad_id_foreign" foreign key ("sub_tipo_novedad_id") references "sub_tipo_novedad" ("id");`,
    );
    this.addSql(
      `alter table "novedad" add constraint "novedad_usuario_id_foreign" foreign key ("usuario_id") references "usuario" ("id");`,
    );
    this.addSql(
      `alter table "novedad" add constraint "novedad_almacen_id_foreign" foreign key ("almacen_id") references "almacen" ("id");`,
    );
    this.addSql(
      `alter table "novedad" add constraint "novedad_resuelta_por_id_foreign" foreign key ("resuelta_por_id") references "usuario" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "foto_novedad" add constraint "foto_novedad_novedad_id_foreign" foreign key ("novedad_id") references "novedad" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "candidato_vetado" add constraint "candidato_vetado_candidato_id_foreign" foreign key ("candidato_id") references "candidato" ("id");`,
    );
    this.addSql(
      `alter table "candidato_vetado" add constraint "candidato_vetado_cliente_id_foreign" foreign key ("cliente_id") references "cliente" ("id");`,
    );
    this.addSql(
      `alter table "candidato_vetado" add constraint "candidato_vetado_pedido_origen_id_foreign" foreign key ("pedido_origen_id") references "pedido" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "candidato_vetado" add constraint "candidato_vetado_created_by_id_foreign" foreign key ("created_by_id") references "usuario" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "candidato_pedido" add constraint "candidato_pedido_pedido_id_foreign" foreign key ("pedido_id") references "pedido" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "candidato_pedido" add constraint "candidato_pedido_candidato_id_foreign" foreign key ("candidato_id") references "candidato" ("id");`,
    );
    this.addSql(
      `alter table "candidato_pedido" add constraint "candidato_pedido_motivo_rechazo_candidato_id_foreign" foreign key ("motivo_rechazo_candidato_id") references "motivo_rechazo" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "candidato_pedido" add constraint "candidato_pedido_creado_por_id_foreign" foreign key ("creado_por_id") references "usuario" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "candidato_pedido" add constraint "candidato_pedido_modificado_por_id_foreign" foreign key ("modificado_por_id") references "usuario" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "orden_contratacion_candidato" add constraint "orden_contratacion_candidato_orden_contratacion_id_foreign" foreign key ("orden_contratacion_id") references "orden_contratacion" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "orden_contratacion_candidato" add constraint "orden_contratacion_candidato_candidato_pedido_id_foreign" foreign key ("candidato_pedido_id") references "candidato_pedido" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "candidato_espontaneo" add constraint "candidato_espontaneo_pedido_id_foreign" foreign key ("pedido_id") references "pedido" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "candidato_espontaneo" add constraint "candidato_espontaneo_candidato_id_foreign" foreign key ("candidato_id") references "candidato" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "candidato_espontaneo" add constraint "candidato_espontaneo_creado_por_id_foreign" foreign key ("creado_por_id") references "usuario" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "cita" add constraint "cita_candidato_id_foreign" foreign key ("candidato_id") references "candidato" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "cita" add constraint "cita_candidato_espontaneo_id_foreign" foreign key ("candidato_espontaneo_id") references "candidato_espontaneo" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "cita" add constraint "cita_cliente_id_foreign" foreign key ("cliente_id") references "cliente" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "cita" add constraint "cita_persona_acargo_entrevista_id_foreign" foreign key ("persona_acargo_entrevista_id") references "usuario" ("id");`,
    );
    this.addSql(
      `alter table "cita" add constraint "cita_estado1_id_foreign" foreign key ("estado1_id") references "estado_cita" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "cita" add constraint "cita_estado2_id_foreign" foreign key ("estado2_id") references "estado_cita" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "cita" add constraint "cita_referencia_id_foreign" foreign key ("referencia_id") references "referencia_cita" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "cita" add constraint "cita_cita_padre_reagendada_id_foreign" foreign key ("cita_padre_reagendada_id") references "cita" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "cita" add constraint "cita_usuario_creador_id_foreign" foreign key ("usuario_creador_id") references "usuario" ("id");`,
    );
    this.addSql(
      `alter table "cita" add constraint "cita_sucursal_id_foreign" foreign key ("sucursal_id") references "sucursal" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "cita" add constraint "cita_ciudad_id_foreign" foreign key ("ciudad_id") references "ciudad" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "requisito_cita" add constraint "requisito_cita_cita_id_foreign" foreign key ("cita_id") references "cita" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "requisito_cita" add constraint "requisito_cita_requisito_id_foreign" foreign key ("requisito_id") references "requisito" ("id");`,
    );

    this.addSql(
      `alter table "archivo_candidato_espontaneo" add constraint "archivo_candidato_espontaneo_candidato_espontaneo_id_foreign" foreign key ("candidato_espontaneo_id") references "candidato_espontaneo" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "candidato_categoria" add constraint "candidato_categoria_candidato_id_foreign" foreign key ("candidato_id") references "candidato" ("id");`,
    );
    this.addSql(
      `alter table "candidato_categoria" add constraint "candidato_categoria_ciudad_id_foreign" foreign key ("ciudad_id") references "ciudad" ("id");`,
    );
    this.addSql(
      `alter table "candidato_categoria" add constraint "candidato_categoria_categoria_id_foreign" foreign key ("categoria_id") references "categoria_stock" ("id");`,
    );
    this.addSql(
      `alter table "candidato_categoria" add constraint "candidato_categoria_pedido_origen_id_foreign" foreign key ("pedido_origen_id") references "pedido" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "candidato_categoria" add constraint "candidato_categoria_created_by_id_foreign" foreign key ("created_by_id") references "usuario" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "archivo_evidencia_cancelacion" add constraint "archivo_evidencia_cancelacion_pedido_id_foreign" foreign key ("pedido_id") references "pedido" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "archivo_evidencia_cancelacion" add constraint "archivo_evidencia_cancelacion_subido_por_id_foreign" foreign key ("subido_por_id") references "usuario" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "usuario_cliente" add constraint "usuario_cliente_usuario_id_foreign" foreign key ("usuario_id") references "usuario" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "usuario_cliente" add constraint "usuario_cliente_cliente_id_foreign" foreign key ("cliente_id") references "cliente" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "usuario_grupo" add constraint "usuario_grupo_usuario_id_foreign" foreign key ("usuario_id") references "usuario" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "usuario_grupo" add constraint "usuario_grupo_grupo_id_foreign" foreign key ("grupo_id") references "grupo" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "perfil_valor" add constraint "perfil_valor_perfil_id_foreign" foreign key ("perfil_id") references "perfil" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "perfil_valor" add constraint "perfil_valor_valor_id_foreign" foreign key ("valor_id") references "valor" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "pedido_valor" add constraint "pedido_valor_pedido_id_foreign" foreign key ("pedido_id") references "pedido" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "pedido_valor" add constraint "pedido_valor_valor_id_foreign" foreign key ("valor_id") references "valor" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "visita" add constraint "visita_ruta_id_foreign" foreign key ("ruta_id") references "ruta" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "visita" add constraint "visita_almacen_id_foreign" foreign key ("almacen_id") references "almacen" ("id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "orden_contratacion" drop constraint "orden_contratacion_cargo_id_foreign";`);
    this.addSql(`alter table "perfil" drop constraint "perfil_cargo_id_foreign";`);
    this.addSql(`alter table "perfil" drop constraint "perfil_categoria_stock_id_foreign";`);
    this.addSql(
      `alter table "candidato_categoria" drop constraint "candidato_categoria_categoria_id_foreign";`,
    );
    this.addSql(`alter table "orden_contratacion" drop constraint "orden_contratacion_dpto_id_foreign";`);
    this.addSql(
      `alter table "orden_contratacion" drop constraint "orden_contratacion_centro_trabajo_id_foreign";`,
    );
    this.addSql(`alter table "candidato" drop constraint "candidato_lugar_expedicion_id_foreign";`);
    this.addSql(`alter table "candidato" drop constraint "candidato_ciudad_donde_vive_id_foreign";`);
    this.addSql(`alter table "sucursal" drop constraint "sucursal_ciudad_id_foreign";`);
    this.addSql(`alter table "pedido" drop constraint "pedido_ciudad_id_foreign";`);
    this.addSql(`alter table "orden_contratacion" drop constraint "orden_contratacion_ciudad_id_foreign";`);
    this.addSql(`alter table "perfil" drop constraint "perfil_lugar_residencia_id_foreign";`);
    this.addSql(`alter table "perfil" drop constraint "perfil_lugar_nacimiento_id_foreign";`);
    this.addSql(`alter table "perfil_stock" drop constraint "perfil_stock_ciudad_id_foreign";`);
    this.addSql(`alter table "cita" drop constraint "cita_ciudad_id_foreign";`);
    this.addSql(`alter table "candidato_categoria" drop constraint "candidato_categoria_ciudad_id_foreign";`);
    this.addSql(`alter table "hoja_de_vida" drop constraint "hoja_de_vida_candidato_id_foreign";`);
    this.addSql(`alter table "postulado" drop constraint "postulado_candidato_id_foreign";`);
    this.addSql(
      `alter table "candidato_perfil_stock" drop constraint "candidato_perfil_stock_candidato_id_foreign";`,
    );
    this.addSql(
      `alter table "candidato_programado" drop constraint "candidato_programado_candidato_id_foreign";`,
    );
    this.addSql(
      `alter table "calificacion_prueba_digital" drop constraint "calificacion_prueba_digital_candidato_id_foreign";`,
    );
    this.addSql(`alter table "candidato_vetado" drop constraint "candidato_vetado_candidato_id_foreign";`);
    this.addSql(`alter table "candidato_pedido" drop constraint "candidato_pedido_candidato_id_foreign";`);
    this.addSql(
      `alter table "candidato_espontaneo" drop constraint "candidato_espontaneo_candidato_id_foreign";`,
    );
    this.addSql(`alter table "cita" drop constraint "cita_candidato_id_foreign";`);
    this.addSql(
      `alter table "candidato_categoria" drop constraint "candidato_categoria_candidato_id_foreign";`,
    );
    this.addSql(`alter table "competencia" drop constraint "competencia_padre_id_foreign";`);
    this.addSql(
      `alter table "pedido_competencia" drop constraint "pedido_competencia_competencia_id_foreign";`,
    );
    this.addSql(
      `alter table "perfil_competencia" drop constraint "perfil_competencia_competencia_id_foreign";`,
    );
    this.addSql(`alter table "cita" drop constraint "cita_estado1_id_foreign";`);
    this.addSql(`alter table "cita" drop constraint "cita_estado2_id_foreign";`);
    this.addSql(
      `alter table "grupo_preguntas_filtro_etiqueta" drop constraint "grupo_preguntas_filtro_etiqueta_etiqueta_fac_id_foreign";`,
    );
    this.addSql(`alter table "grupo_permiso" drop constraint "grupo_permiso_grupo_id_foreign";`);
    this.addSql(`alter table "usuario_grupo" drop constraint "usuario_grupo_grupo_id_foreign";`);
    this.addSql(`alter table "hijo" drop constraint "hijo_hoja_de_vida_id_foreign";`);
    this.addSql(`alter table "habilidad" drop constraint "habilidad_hoja_de_vida_id_foreign";`);
    this.addSql(`alter table "experiencia" drop constraint "experiencia_hoja_de_vida_id_foreign";`);
    this.addSql(
      `alter table "educacion_superior" drop constraint "educacion_superior_hoja_de_vida_id_foreign";`,
    );
    this.addSql(
      `alter table "educacion_en_curso" drop constraint "educacion_en_curso_hoja_de_vida_id_foreign";`,
    );
    this.addSql(`alter table "diplomado" drop constraint "diplomado_hoja_de_vida_id_foreign";`);
    this.addSql(
      `alter table "archivo_hoja_de_vida" drop constraint "archivo_hoja_de_vida_hoja_de_vida_id_foreign";`,
    );
    this.addSql(`alter table "idioma" drop constraint "idioma_hoja_de_vida_id_foreign";`);
    this.addSql(`alter table "otro_estudio" drop constraint "otro_estudio_hoja_de_vida_id_foreign";`);
    this.addSql(`alter table "persona_a_cargo" drop constraint "persona_a_cargo_hoja_de_vida_id_foreign";`);
    this.addSql(`alter table "postgrado" drop constraint "postgrado_hoja_de_vida_id_foreign";`);
    this.addSql(
      `alter table "referencia_personal" drop constraint "referencia_personal_hoja_de_vida_id_foreign";`,
    );
    this.addSql(
      `alter table "requisito_persona" drop constraint "requisito_persona_hoja_de_vida_id_foreign";`,
    );
    this.addSql(
      `alter table "marca_hoja_de_vida" drop constraint "marca_hoja_de_vida_hoja_de_vida_id_foreign";`,
    );
    this.addSql(
      `alter table "comentario_hoja_de_vida" drop constraint "comentario_hoja_de_vida_hoja_de_vida_id_foreign";`,
    );
    this.addSql(
      `alter table "candidato_pedido" drop constraint "candidato_pedido_motivo_rechazo_candidato_id_foreign";`,
    );
    this.addSql(`alter table "orden_contratacion" drop constraint "orden_contratacion_nivel1_id_foreign";`);
    this.addSql(`alter table "orden_contratacion" drop constraint "orden_contratacion_nivel2_id_foreign";`);
    this.addSql(`alter table "orden_contratacion" drop constraint "orden_contratacion_nivel3_id_foreign";`);
    this.addSql(`alter table "orden_contratacion" drop constraint "orden_contratacion_nivel4_id_foreign";`);
    this.addSql(`alter table "orden_contratacion" drop constraint "orden_contratacion_nivel5_id_foreign";`);
    this.addSql(`alter table "grupo_permiso" drop constraint "grupo_permiso_permiso_id_foreign";`);
    this.addSql(`alter table "cita" drop constraint "cita_referencia_id_foreign";`);
    this.addSql(`alter table "requisito_persona" drop constraint "requisito_persona_requisito_id_foreign";`);
    this.addSql(
      `alter table "pedido_requerimiento_visible" drop constraint "pedido_requerimiento_visible_requisito_id_foreign";`,
    );
    this.addSql(`alter table "requisito_cita" drop constraint "requisito_cita_requisito_id_foreign";`);
    this.addSql(`alter table "usuario" drop constraint "usuario_sucursal_id_foreign";`);
    this.addSql(`alter table "pedido" drop constraint "pedido_sucursal_id_foreign";`);
    this.addSql(`alter table "perfil_stock" drop constraint "perfil_stock_sucursal_id_foreign";`);
    this.addSql(
      `alter table "indicador_operaciones" drop constraint "indicador_operaciones_sucursal_id_foreign";`,
    );
    this.addSql(`alter table "cita" drop constraint "cita_sucursal_id_foreign";`);
    this.addSql(
      `alter table "perfil_caracteristica" drop constraint "perfil_caracteristica_tipo_caracteristica_id_foreign";`,
    );
    this.addSql(`alter table "perfil" drop constraint "perfil_tipo_cargo_id_foreign";`);
    this.addSql(
      `alter table "marca_hoja_de_vida" drop constraint "marca_hoja_de_vida_tipo_marca_id_foreign";`,
    );
    this.addSql(`alter table "sub_tipo_novedad" drop constraint "sub_tipo_novedad_tipo_novedad_id_foreign";`);
    this.addSql(`alter table "novedad" drop constraint "novedad_sub_tipo_novedad_id_foreign";`);
    this.addSql(`alter table "sesion" drop constraint "sesion_usuario_id_foreign";`);
    this.addSql(`alter table "ruta" drop constraint "ruta_usuario_id_foreign";`);
    this.addSql(`alter table "requisito_persona" drop constraint "requisito_persona_usuario_id_foreign";`);
    this.addSql(`alter table "marca_hoja_de_vida" drop constraint "marca_hoja_de_vida_usuario_id_foreign";`);
    this.addSql(`alter table "dispositivo" drop constraint "dispositivo_usuario_id_foreign";`);
    this.addSql(
      `alter table "comentario_hoja_de_vida" drop constraint "comentario_hoja_de_vida_usuario_id_foreign";`,
    );
    this.addSql(`alter table "cliente" drop constraint "cliente_usuario_maneja_stock_id_foreign";`);
    this.addSql(`alter table "pedido" drop constraint "pedido_encargado_pedido_id_foreign";`);
    this.addSql(`alter table "pedido" drop constraint "pedido_ejecutivo_lider_id_foreign";`);
    this.addSql(`alter table "pedido" drop constraint "pedido_actor_aprobacion_id_foreign";`);
    this.addSql(`alter table "pedido" drop constraint "pedido_actor_cancelacion_id_foreign";`);
    this.addSql(`alter table "pedido" drop constraint "pedido_created_by_id_foreign";`);
    this.addSql(
      `alter table "orden_contratacion" drop constraint "orden_contratacion_creado_por_id_foreign";`,
    );
    this.addSql(
      `alter table "orden_contratacion" drop constraint "orden_contratacion_radicado_por_id_foreign";`,
    );
    this.addSql(
      `alter table "grupo_preguntas_filtro" drop constraint "grupo_preguntas_filtro_created_by_id_foreign";`,
    );
    this.addSql(`alter table "traza_fac" drop constraint "traza_fac_usuario_id_foreign";`);
    this.addSql(`alter table "perfil" drop constraint "perfil_actor_aprobacion_id_foreign";`);
    this.addSql(`alter table "perfil" drop constraint "perfil_actor_cancelacion_id_foreign";`);
    this.addSql(`alter table "perfil" drop constraint "perfil_created_by_id_foreign";`);
    this.addSql(`alter table "perfil_stock" drop constraint "perfil_stock_created_by_id_foreign";`);
    this.addSql(`alter table "evento_pedido" drop constraint "evento_pedido_actor_id_foreign";`);
    this.addSql(`alter table "comentario_pedido" drop constraint "comentario_pedido_usuario_id_foreign";`);
    this.addSql(`alter table "notificacion" drop constraint "notificacion_enviada_por_id_foreign";`);
    this.addSql(
      `alter table "indicador_operaciones" drop constraint "indicador_operaciones_psicologo_id_foreign";`,
    );
    this.addSql(`alter table "reporte_llegada" drop constraint "reporte_llegada_usuario_id_foreign";`);
    this.addSql(`alter table "novedad" drop constraint "novedad_usuario_id_foreign";`);
    this.addSql(`alter table "novedad" drop constraint "novedad_resuelta_por_id_foreign";`);
    this.addSql(`alter table "candidato_vetado" drop constraint "candidato_vetado_created_by_id_foreign";`);
    this.addSql(`alter table "candidato_pedido" drop constraint "candidato_pedido_creado_por_id_foreign";`);
    this.addSql(
      `alter table "candidato_pedido" drop constraint "candidato_pedido_modificado_por_id_foreign";`,
    );
    this.addSql(
      `alter table "candidato_espontaneo" drop constraint "candidato_espontaneo_creado_por_id_foreign";`,
    );
    this.addSql(`alter table "cita" drop constraint "cita_persona_acargo_entrevista_id_foreign";`);
    this.addSql(`alter table "cita" drop constraint "cita_usuario_creador_id_foreign";`);
    this.addSql(
      `alter table "candidato_categoria" drop constraint "candidato_categoria_created_by_id_foreign";`,
    );
    this.addSql(
      `alter table "archivo_evidencia_cancelacion" drop constraint "archivo_evidencia_cancelacion_subido_por_id_foreign";`,
    );
    this.addSql(`alter table "usuario_cliente" drop constraint "usuario_cliente_usuario_id_foreign";`);
    this.addSql(`alter table "usuario_grupo" drop constraint "usuario_grupo_usuario_id_foreign";`);
    this.addSql(`alter table "visita" drop constraint "visita_ruta_id_foreign";`);
    this.addSql(
      `alter table "archivo_evidencia_requisito" drop constraint "archivo_evidencia_requisito_requisito_persona_id_foreign";`,
    );
    this.addSql(`alter table "punto_gps" drop constraint "punto_gps_dispositivo_id_foreign";`);
    this.addSql(
      `alter table "notificacion_dispositivo" drop constraint "notificacion_dispositivo_dispositivo_id_foreign";`,
    );
    this.addSql(`alter table "reporte_embebido" drop constraint "reporte_embebido_cliente_id_foreign";`);
    this.addSql(`alter table "region" drop constraint "region_cliente_id_foreign";`);
    this.addSql(`alter table "pedido" drop constraint "pedido_cliente_id_foreign";`);
    this.addSql(`alter table "perfil" drop constraint "perfil_cliente_id_foreign";`);
    this.addSql(`alter table "perfil_stock" drop constraint "perfil_stock_cliente_id_foreign";`);
    this.addSql(`alter table "notificacion" drop constraint "notificacion_cliente_id_foreign";`);
    this.addSql(
      `alter table "indicador_operaciones" drop constraint "indicador_operaciones_cliente_id_foreign";`,
    );
    this.addSql(`alter table "cliente_contacto" drop constraint "cliente_contacto_cliente_id_foreign";`);
    this.addSql(`alter table "almacen" drop constraint "almacen_cliente_id_foreign";`);
    this.addSql(`alter table "candidato_vetado" drop constraint "candidato_vetado_cliente_id_foreign";`);
    this.addSql(`alter table "cita" drop constraint "cita_cliente_id_foreign";`);
    this.addSql(`alter table "usuario_cliente" drop constraint "usuario_cliente_cliente_id_foreign";`);
    this.addSql(`alter table "notificacion" drop constraint "notificacion_region_id_foreign";`);
    this.addSql(`alter table "almacen" drop constraint "almacen_region_id_foreign";`);
    this.addSql(`alter table "pedido" drop constraint "pedido_pedido_padre_id_foreign";`);
    this.addSql(`alter table "pedido" drop constraint "pedido_pedido_padre_oc_id_foreign";`);
    this.addSql(`alter table "pregunta_entrevista" drop constraint "pregunta_entrevista_pedido_id_foreign";`);
    this.addSql(
      `alter table "pedido_requerimiento_visible" drop constraint "pedido_requerimiento_visible_pedido_id_foreign";`,
    );
    this.addSql(`alter table "pedido_competencia" drop constraint "pedido_competencia_pedido_id_foreign";`);
    this.addSql(`alter table "otro_auxilio_pedido" drop constraint "otro_auxilio_pedido_pedido_id_foreign";`);
    this.addSql(`alter table "orden_contratacion" drop constraint "orden_contratacion_pedido_id_foreign";`);
    this.addSql(
      `alter table "grupo_preguntas_filtro" drop constraint "grupo_preguntas_filtro_pedido_id_foreign";`,
    );
    this.addSql(`alter table "postulado" drop constraint "postulado_pedido_id_foreign";`);
    this.addSql(`alter table "evento_pedido" drop constraint "evento_pedido_pedido_id_foreign";`);
    this.addSql(`alter table "comentario_pedido" drop constraint "comentario_pedido_pedido_id_foreign";`);
    this.addSql(
      `alter table "candidato_programado" drop constraint "candidato_programado_pedido_id_foreign";`,
    );
    this.addSql(
      `alter table "calificacion_prueba_digital" drop constraint "calificacion_prueba_digital_pedido_id_foreign";`,
    );
    this.addSql(
      `alter table "candidato_vetado" drop constraint "candidato_vetado_pedido_origen_id_foreign";`,
    );
    this.addSql(`alter table "candidato_pedido" drop constraint "candidato_pedido_pedido_id_foreign";`);
    this.addSql(
      `alter table "candidato_espontaneo" drop constraint "candidato_espontaneo_pedido_id_foreign";`,
    );
    this.addSql(
      `alter table "candidato_categoria" drop constraint "candidato_categoria_pedido_origen_id_foreign";`,
    );
    this.addSql(
      `alter table "archivo_evidencia_cancelacion" drop constraint "archivo_evidencia_cancelacion_pedido_id_foreign";`,
    );
    this.addSql(`alter table "pedido_valor" drop constraint "pedido_valor_pedido_id_foreign";`);
    this.addSql(
      `alter table "concepto_orden_contratacion" drop constraint "concepto_orden_contratacion_orden_contratacion_id_foreign";`,
    );
    this.addSql(
      `alter table "orden_contratacion_candidato" drop constraint "orden_contratacion_candidato_orden_contratacion_id_foreign";`,
    );
    this.addSql(`alter table "pedido" drop constraint "pedido_fac_id_foreign";`);
    this.addSql(`alter table "traza_fac" drop constraint "traza_fac_grupo_id_foreign";`);
    this.addSql(`alter table "pregunta_filtro" drop constraint "pregunta_filtro_grupo_id_foreign";`);
    this.addSql(`alter table "perfil" drop constraint "perfil_fac_id_foreign";`);
    this.addSql(`alter table "perfil_fac" drop constraint "perfil_fac_grupo_preguntas_filtro_id_foreign";`);
    this.addSql(
      `alter table "grupo_preguntas_filtro_etiqueta" drop constraint "grupo_preguntas_filtro_etiqueta_grupo_preguntas__d6941_foreign";`,
    );
    this.addSql(`alter table "opcion_pregunta" drop constraint "opcion_pregunta_pregunta_id_foreign";`);
    this.addSql(`alter table "pedido" drop constraint "pedido_perfil_seleccion_id_foreign";`);
    this.addSql(
      `alter table "grupo_preguntas_filtro" drop constraint "grupo_preguntas_filtro_perfil_id_foreign";`,
    );
    this.addSql(`alter table "perfil" drop constraint "perfil_perfil_padre_id_foreign";`);
    this.addSql(`alter table "postulado" drop constraint "postulado_perfil_id_foreign";`);
    this.addSql(`alter table "perfil_stock" drop constraint "perfil_stock_perfil_id_foreign";`);
    this.addSql(
      `alter table "perfil_responsabilidad" drop constraint "perfil_responsabilidad_perfil_id_foreign";`,
    );
    this.addSql(
      `alter table "perfil_relacion_area" drop constraint "perfil_relacion_area_perfil_id_foreign";`,
    );
    this.addSql(`alter table "perfil_indicador" drop constraint "perfil_indicador_perfil_id_foreign";`);
    this.addSql(`alter table "perfil_competencia" drop constraint "perfil_competencia_perfil_id_foreign";`);
    this.addSql(`alter table "perfil_fac" drop constraint "perfil_fac_perfil_id_foreign";`);
    this.addSql(
      `alter table "perfil_caracteristica" drop constraint "perfil_caracteristica_perfil_id_foreign";`,
    );
    this.addSql(`alter table "perfil_valor" drop constraint "perfil_valor_perfil_id_foreign";`);
    this.addSql(
      `alter table "candidato_perfil_stock" drop constraint "candidato_perfil_stock_perfil_stock_id_foreign";`,
    );
    this.addSql(
      `alter table "resultado_prueba_digital" drop constraint "resultado_prueba_digital_calificacion_id_foreign";`,
    );
    this.addSql(`alter table "entrevista_video" drop constraint "entrevista_video_calificacion_id_foreign";`);
    this.addSql(
      `alter table "notificacion_dispositivo" drop constraint "notificacion_dispositivo_notificacion_id_foreign";`,
    );
    this.addSql(`alter table "reporte_llegada" drop constraint "reporte_llegada_almacen_id_foreign";`);
    this.addSql(`alter table "novedad" drop constraint "novedad_almacen_id_foreign";`);
    this.addSql(`alter table "visita" drop constraint "visita_almacen_id_foreign";`);
    this.addSql(`alter table "foto_novedad" drop constraint "foto_novedad_novedad_id_foreign";`);
    this.addSql(
      `alter table "orden_contratacion_candidato" drop constraint "orden_contratacion_candidato_candidato_pedido_id_foreign";`,
    );
    this.addSql(`alter table "cita" drop constraint "cita_candidato_espontaneo_id_foreign";`);
    this.addSql(
      `alter table "archivo_candidato_espontaneo" drop constraint "archivo_candidato_espontaneo_candidato_espontaneo_id_foreign";`,
    );
    this.addSql(`alter table "cita" drop constraint "cita_cita_padre_reagendada_id_foreign";`);
    this.addSql(`alter table "requisito_cita" drop constraint "requisito_cita_cita_id_foreign";`);
    this.addSql(`alter table "perfil_valor" drop constraint "perfil_valor_valor_id_foreign";`);
    this.addSql(`alter table "pedido_valor" drop constraint "pedido_valor_valor_id_foreign";`);

    this.addSql(`drop table if exists "auditoria" cascade;`);
    this.addSql(`drop table if exists "cargo" cascade;`);
    this.addSql(`drop table if exists "catalogo_item" cascade;`);
    this.addSql(`drop table if exists "categoria_stock" cascade;`);
    this.addSql(`drop table if exists "centro_costo_erp" cascade;`);
    this.addSql(`drop table if exists "centro_trabajo" cascade;`);
    this.addSql(`drop table if exists "ciudad" cascade;`);
    this.addSql(`drop table if exists "candidato" cascade;`);
    this.addSql(`drop table if exists "competencia" cascade;`);
    this.addSql(`drop table if exists "configuracion" cascade;`);
    this.addSql(`drop table if exists "configuracion_pedidos" cascade;`);
    this.addSql(`drop table if exists "el_empleo_item" cascade;`);
    this.addSql(`drop table if exists "estado_cita" cascade;`);
    this.addSql(`drop table if exists "etiqueta_fac" cascade;`);
    this.addSql(`drop table if exists "grupo" cascade;`);
    this.addSql(`drop table if exists "hoja_de_vida" cascade;`);
    this.addSql(`drop table if exists "hijo" cascade;`);
    this.addSql(`drop table if exists "habilidad" cascade;`);
    this.addSql(`drop table if exists "experiencia" cascade;`);
    this.addSql(`drop table if exists "educacion_superior" cascade;`);
    this.addSql(`drop table if exists "educacion_en_curso" cascade;`);
    this.addSql(`drop table if exists "diplomado" cascade;`);
    this.addSql(`drop table if exists "archivo_hoja_de_vida" cascade;`);
    this.addSql(`drop table if exists "idioma" cascade;`);
    this.addSql(`drop table if exists "intento_ingreso" cascade;`);
    this.addSql(`drop table if exists "medio_reclutamiento" cascade;`);
    this.addSql(`drop table if exists "mensaje_saliente" cascade;`);
    this.addSql(`drop table if exists "motivo_cambio_datos" cascade;`);
    this.addSql(`drop table if exists "motivo_rechazo" cascade;`);
    this.addSql(`drop table if exists "nivel_organizacional_erp" cascade;`);
    this.addSql(`drop table if exists "otro_estudio" cascade;`);
    this.addSql(`drop table if exists "permiso" cascade;`);
    this.addSql(`drop table if exists "grupo_permiso" cascade;`);
    this.addSql(`drop table if exists "persona_a_cargo" cascade;`);
    this.addSql(`drop table if exists "postgrado" cascade;`);
    this.addSql(`drop table if exists "profesion" cascade;`);
    this.addSql(`drop table if exists "referencia_cita" cascade;`);
    this.addSql(`drop table if exists "referencia_personal" cascade;`);
    this.addSql(`drop table if exists "requisito" cascade;`);
    this.addSql(`drop table if exists "sucursal" cascade;`);
    this.addSql(`drop table if exists "tipo_caracteristica" cascade;`);
    this.addSql(`drop table if exists "tipo_cargo" cascade;`);
    this.addSql(`drop table if exists "tipo_marca" cascade;`);
    this.addSql(`drop table if exists "tipo_novedad" cascade;`);
    this.addSql(`drop table if exists "sub_tipo_novedad" cascade;`);
    this.addSql(`drop table if exists "usuario" cascade;`);
    this.addSql(`drop table if exists "sesion" cascade;`);
    this.addSql(`drop table if exists "ruta" cascade;`);
    this.addSql(`drop table if exists "requisito_persona" cascade;`);
    this.addSql(`drop table if exists "archivo_evidencia_requisito" cascade;`);
    this.addSql(`drop table if exists "marca_hoja_de_vida" cascade;`);
    this.addSql(`drop table if exists "dispositivo" cascade;`);
    this.addSql(`drop table if exists "punto_gps" cascade;`);
    this.addSql(`drop table if exists "comentario_hoja_de_vida" cascade;`);
    this.addSql(`drop table if exists "cliente" cascade;`);
    this.addSql(`drop table if exists "reporte_embebido" cascade;`);
    this.addSql(`drop table if exists "region" cascade;`);
    this.addSql(`drop table if exists "pedido" cascade;`);
    this.addSql(`drop table if exists "pregunta_entrevista" cascade;`);
    this.addSql(`drop table if exists "pedido_requerimiento_visible" cascade;`);
    this.addSql(`drop table if exists "pedido_competencia" cascade;`);
    this.addSql(`drop table if exists "otro_auxilio_pedido" cascade;`);
    this.addSql(`drop table if exists "orden_contratacion" cascade;`);
    this.addSql(`drop table if exists "concepto_orden_contratacion" cascade;`);
    this.addSql(`drop table if exists "grupo_preguntas_filtro" cascade;`);
    this.addSql(`drop table if exists "traza_fac" cascade;`);
    this.addSql(`drop table if exists "pregunta_filtro" cascade;`);
    this.addSql(`drop table if exists "opcion_pregunta" cascade;`);
    this.addSql(`drop table if exists "perfil" cascade;`);
    this.addSql(`drop table if exists "postulado" cascade;`);
    this.addSql(`drop table if exists "perfil_stock" cascade;`);
    this.addSql(`drop table if exists "candidato_perfil_stock" cascade;`);
    this.addSql(`drop table if exists "perfil_responsabilidad" cascade;`);
    this.addSql(`drop table if exists "perfil_relacion_area" cascade;`);
    this.addSql(`drop table if exists "perfil_indicador" cascade;`);
    this.addSql(`drop table if exists "perfil_competencia" cascade;`);
    this.addSql(`drop table if exists "perfil_fac" cascade;`);
    this.addSql(`drop table if exists "perfil_caracteristica" cascade;`);
    this.addSql(`drop table if exists "grupo_preguntas_filtro_etiqueta" cascade;`);
    this.addSql(`drop table if exists "evento_pedido" cascade;`);
    this.addSql(`drop table if exists "comentario_pedido" cascade;`);
    this.addSql(`drop table if exists "candidato_programado" cascade;`);
    this.addSql(`drop table if exists "calificacion_prueba_digital" cascade;`);
    this.addSql(`drop table if exists "resultado_prueba_digital" cascade;`);
    this.addSql(`drop table if exists "entrevista_video" cascade;`);
    this.addSql(`drop table if exists "notificacion" cascade;`);
    this.addSql(`drop table if exists "notificacion_dispositivo" cascade;`);
    this.addSql(`drop table if exists "indicador_operaciones" cascade;`);
    this.addSql(`drop table if exists "cliente_contacto" cascade;`);
    this.addSql(`drop table if exists "almacen" cascade;`);
    this.addSql(`drop table if exists "reporte_llegada" cascade;`);
    this.addSql(`drop table if exists "novedad" cascade;`);
    this.addSql(`drop table if exists "foto_novedad" cascade;`);
    this.addSql(`drop table if exists "candidato_vetado" cascade;`);
    this.addSql(`drop table if exists "candidato_pedido" cascade;`);
    this.addSql(`drop table if exists "orden_contratacion_candidato" cascade;`);
    this.addSql(`drop table if exists "candidato_espontaneo" cascade;`);
    this.addSql(`drop table if exists "cita" cascade;`);
    this.addSql(`drop table if exists "requisito_cita" cascade;`);
    this.addSql(`drop table if exists "archivo_candidato_espontaneo" cascade;`);
    this.addSql(`drop table if exists "candidato_categoria" cascade;`);
    this.addSql(`drop table if exists "archivo_evidencia_cancelacion" cascade;`);
    this.addSql(`drop table if exists "usuario_cliente" cascade;`);
    this.addSql(`drop table if exists "usuario_grupo" cascade;`);
    this.addSql(`drop table if exists "valor" cascade;`);
    this.addSql(`drop table if exists "perfil_valor" cascade;`);
    this.addSql(`drop table if exists "pedido_valor" cascade;`);
    this.addSql(`drop table if exists "visita" cascade;`);

    this.addSql(
      `create or replace function "immutable_unaccent"(text) returns text security invoker immutable language sql as \$\$ select public.unaccent('public.unaccent'::regdictionary, \$1) \$\$;`,
    );
  }
}
