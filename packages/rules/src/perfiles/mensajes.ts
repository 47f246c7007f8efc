/** Spanish messages of spec 02 for selection profiles (§2, §4, §5, §8), quoted exactly (typos included). */
export const MENSAJES_PERFILES = {
  // §2 client-profiles list.
  sinPerfiles: 'Este cliente no tiene perfiles.',
  seleccioneCliente: 'Selecciona un cliente para cargar los perfiles.',
  noEncontrados: 'No se encontraron perfiles del cliente.',

  // §5 form.
  cliente: 'Selecciona un cliente',
  cargo: 'Selecciona un cargo',
  salarioMinimo: 'El salario debe ser mayor al salario mínimo legal vigente',
  subcompetenciasObligatorias: 'Las subcompetencias son obligatorias para tipos de perfil administrativos.',
  maxSeleccion: (n: number, que: 'competencias' | 'subcompetencias' | 'valores') =>
    `No puede seleccionar mas de ${n} ${que}`,
  tipoPruebaPrimero: 'Debe especificar un tipo de prueba para llenar este campo.',
  soloAdministrativo: 'Solo aplica para perfiles de tipo administrativo.',
  sinFac: 'No se ha definido un Grupo de preguntras filtro para el perfil.',
  formularioInvalido: 'Formulario inválido',

  // §8 toasts.
  guardado: (id: number) => `Perfil ${id} guardado`,
  aprobado: (id: number) => `Perfil ${id} aprobado`,
  cancelado: (id: number) => `Perfil ${id} cancelado`,
  errorRegistrando: 'Error registrando perfil',
  errorAprobar: 'Error al aprobar el perfil',
  errorCancelar: 'Error al cancelar el perfil',
  errorSalario: 'Error al traer el salario mínimo y el auxilio de transporte',
  errorCatalogos: 'Error al traer los catálogos del perfil',

  // Messages the product adds where the spec is silent.
  requerido: 'Campo requerido',
  maxCaracteres: (n: number) => `Máximo ${n} caracteres`,
  numero: 'Debe ser un número',
  rango: (min: number, max: number) => `Debe estar entre ${min} y ${max}`,
  minimo: (n: number) => `Debe ser mayor o igual a ${n}`,
  edadMaxima: 'La edad máxima no puede ser menor que la edad mínima',
  minValores: (n: number) => `Debe seleccionar al menos ${n} valores`,
  maxMultiposting: (n: number) => `No puede seleccionar mas de ${n} opciones`,
  subcompetenciaSinPadre: 'Cada subcompetencia debe pertenecer a una competencia seleccionada',
  perfilPadre: 'Seleccione el perfil padre',
  tipoPrueba: 'Seleccione el tipo de prueba',
  tipoCargo: 'Seleccione el tipo de cargo',
  fac: 'Seleccione el grupo de preguntas filtro',
  categoriaStock: 'Seleccione la categoría de stock',
  subnivel: 'Seleccione el subnivel',
  noExiste: 'La opción seleccionada no existe',
  yaAprobado: 'El perfil ya está aprobado.',
  yaCancelado: 'El perfil ya está cancelado.',
  noEditable: 'Solo se pueden editar perfiles en estado Creado por cliente o Creado.',
  sinPermisoDefinir:
    'Solo un usuario que define pruebas puede asignar el tipo de prueba y el grupo de preguntas filtro.',
  sinPermisoCompetencias: 'Solo un psicólogo de selección puede asignar competencias y subcompetencias.',
  plantillaNoValida: 'El perfil no se puede usar como plantilla.',
  confirmarCrear: '¿Desea crear el perfil?',
  confirmarAprobar: 'Al aprobar el perfil ya no podrá editarse. ¿Desea continuar?',
  confirmarCancelar: 'El perfil quedará cancelado y no podrá usarse en pedidos. ¿Desea continuar?',
} as const;
