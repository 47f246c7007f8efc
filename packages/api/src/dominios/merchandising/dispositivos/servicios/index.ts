/** What the devices' REST API (apps/server http/dispositivos) calls. */
export { autenticarDispositivo } from './autenticar';
export { catalogosDelDispositivo, guardarTokenPush } from './catalogos';
export { enrolarDispositivo } from './enrolar';
export { recibirLlegadas } from './llegadas';
export { marcarRecibida, notificacionesPendientes } from './notificaciones';
export { recibirNovedad } from './novedad';
export { recibirPuntos } from './puntos';
export { RechazoDispositivo, type DispositivoAutenticado } from './rechazo';
