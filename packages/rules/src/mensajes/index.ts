/** Spanish messages quoted by the spec (typos included) and the few the product adds. */
export const MENSAJES = {
  login: {
    faltaCampo: 'Falta algún campo obligatorio',
    credenciales: 'Revisa tus credenciales o permisos',
    bloqueado: 'Demasiados intentos fallidos. Espere 15 minutos e intente de nuevo.',
    errorPermisos: 'Ocurrio un error al recibir tus permisos',
    conexion: 'Verifica tu conexión a Internet o tus permisos',
  },
  shell: {
    sinPermisos: 'Usted no posee permisos para ingresar a esta sección',
    salirPagina: 'Estas seguro que deseas salir de la página actual?',
    paginaNoExiste: 'Opps, it seems that this page does not exist.',
    sinPermisosBusqueda: 'No tienes los permisos para acceder a esta pagina',
    saltarAlContenido: 'Saltar al contenido',
  },
  /** A request that got no answer (network down, server unreachable, timeout): the product's own wording. */
  conexion: {
    sinConexionServidor: 'No hay conexión con el servidor. Revise su conexión e intente de nuevo.',
    noSePudoCargar: 'No se pudo cargar la información.',
    reintentar: 'Reintentar',
    sinConexion:
      'Sin conexión. Se muestra la última información cargada; se actualizará sola cuando vuelva la conexión.',
  },
  errores: {
    informacionErrada: 'Información errada',
    noPuedeRealizar: 'No puede realizar la acción solicitada',
    error500: 'Ocurrio un error al realizar la acción',
    otro: 'No fue posible realizar la acción',
    conflicto: 'El registro fue modificado por otro usuario. Recargue e intente de nuevo.',
    noEncontrado: 'No se encontró el registro solicitado.',
    sesionVencida: 'Su sesión terminó. Ingrese de nuevo.',
    origen: 'Origen de la solicitud no permitido.',
    demasiadasSolicitudes: 'Demasiadas solicitudes desde su dirección. Espere un minuto e intente de nuevo.',
    soloPost: 'La API solo acepta solicitudes POST.',
    solicitudGrande: 'La solicitud es demasiado grande.',
    solicitudIncompleta: 'La solicitud llegó incompleta. Intente de nuevo.',
    solicitudMalformada: 'La solicitud no tiene el formato esperado.',
    soloJson: 'La API solo acepta solicitudes JSON o formularios multipart.',
    operacionInexistente: 'La operación solicitada no existe.',
    loteGrande: 'La solicitud agrupa demasiadas operaciones.',
    baseNoDisponible: 'El servicio no está disponible en este momento. Intente de nuevo en unos segundos.',
  },
} as const;
