/**
 * Import (issue 36): the kinds of file, their columns in template order, the synonyms their headers are recognised
 * by and the example row of the template. Headers are compared with `claveComparable` (accents, case, spaces).
 */
export const TIPOS_IMPORTACION = ['clientes', 'contactos', 'candidatos', 'experiencias', 'estudios'] as const;
export type TipoImportacion = (typeof TIPOS_IMPORTACION)[number];

export const NOMBRE_TIPO_IMPORTACION: Readonly<Record<TipoImportacion, string>> = {
  candidatos: 'Candidatos',
  experiencias: 'Experiencias',
  estudios: 'Estudios',
  clientes: 'Clientes',
  contactos: 'Contactos',
};

export interface ColumnaImportacion {
  clave: string;
  requerida: boolean;
  /** Other headers that mean this column (compared without accents, case or spaces). */
  sinonimos: readonly string[];
  ejemplo: string;
}

const col = (
  clave: string,
  requerida: boolean,
  ejemplo: string,
  ...sinonimos: string[]
): ColumnaImportacion => ({
  clave,
  requerida,
  sinonimos,
  ejemplo,
});

const DOCUMENTO = [
  'cedula',
  'documento',
  'numero de documento',
  'no documento',
  'identificacion',
  'nro documento',
];

export const COLUMNAS_IMPORTACION: Readonly<Record<TipoImportacion, readonly ColumnaImportacion[]>> = {
  candidatos: [
    col('tipo_documento', true, 'CC', 'tipo de documento', 'tipo doc', 'tipo identificacion'),
    col('numero_documento', true, '1020304050', ...DOCUMENTO),
    col('nombre1', true, 'María', 'primer nombre', 'nombre'),
    col('nombre2', false, 'José', 'segundo nombre'),
    col('apellido1', true, 'Pérez', 'primer apellido', 'apellido'),
    col('apellido2', false, 'Gómez', 'segundo apellido'),
    col('email', true, 'maria.perez@correo.com', 'correo', 'correo electronico', 'e-mail', 'mail'),
    col('telefono_o_celular', true, '3001234567', 'telefono', 'celular', 'movil'),
    col('whatsapp', false, '3001234567'),
    col('fecha_nacimiento', true, '15/03/1990', 'fecha de nacimiento', 'nacimiento'),
    col('genero', false, 'Femenino', 'sexo'),
    col('estado_civil', false, 'Soltero/a'),
    col('ciudad_donde_vive', false, 'Bogotá', 'ciudad', 'ciudad de residencia', 'municipio'),
    col('direccion', false, 'Calle 10 # 20-30', 'direccion de residencia'),
    col('profesiones', false, 'Administrador(a) de empresas', 'profesion'),
    col('cargos_a_aspirar', false, 'Recepcionista', 'cargos', 'cargo a aspirar'),
    col('aspiracion_salarial_minima', false, '1500000', 'salario minimo', 'aspiracion minima'),
    col('aspiracion_salarial_maxima', false, '2000000', 'salario maximo', 'aspiracion maxima'),
    col('nivel_academico', false, 'Bachillerato', 'nivel de estudios', 'escolaridad'),
    col('disponible_para_viajar', false, 'Sí', 'disponibilidad para viajar', 'viaja'),
  ],
  experiencias: [
    col('numero_documento', true, '1020304050', ...DOCUMENTO),
    col('empresa', true, 'Comercializadora Andina S.A.S.'),
    col('cargo', true, 'Auxiliar administrativo'),
    col('fecha_ingreso', false, '01/02/2015', 'fecha de ingreso', 'desde'),
    col('fecha_retiro', false, '30/06/2019', 'fecha de retiro', 'hasta'),
    col('salario_final', false, '1800000', 'salario'),
    col('funciones', false, 'Archivo y atención al cliente', 'descripcion'),
  ],
  estudios: [
    col('numero_documento', true, '1020304050', ...DOCUMENTO),
    col('tipo', true, 'superior', 'tipo de estudio'),
    col('titulo', true, 'Tecnólogo en gestión administrativa', 'nombre', 'programa'),
    col('institucion', true, 'SENA', 'universidad', 'colegio'),
    col('fecha_fin', false, '15/12/2012', 'fecha de grado', 'fecha de finalizacion', 'fecha fin'),
  ],
  clientes: [
    col('tipo_documento', true, 'NIT', 'tipo de documento', 'tipo doc'),
    col('numero_documento', true, '860001234-1', 'nit', ...DOCUMENTO),
    col('nombre', true, 'Comercializadora Andina S.A.S.', 'razon social', 'empresa'),
    col('ciudad', false, 'Bogotá', 'municipio'),
    col('sucursal', false, '', 'oficina'),
  ],
  contactos: [
    col(
      'numero_documento_cliente',
      true,
      '860001234-1',
      'nit',
      'nit cliente',
      'documento cliente',
      'cliente',
    ),
    col('nombre', false, 'Ana Martínez', 'nombre contacto', 'contacto'),
    col('correo', true, 'ana.martinez@andina.com', 'email', 'correo electronico', 'e-mail'),
    col('enviar', false, 'Sí', 'enviar correos', 'recibe correos'),
  ],
};
