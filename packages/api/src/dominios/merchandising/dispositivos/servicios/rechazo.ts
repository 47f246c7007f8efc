/** A refusal of the devices' API: its HTTP status and the Spanish message the phone shows or logs. */
export class RechazoDispositivo extends Error {
  constructor(
    readonly status: 400 | 401 | 404 | 409,
    mensaje: string,
  ) {
    super(mensaje);
    this.name = 'RechazoDispositivo';
  }
}

/** The device a request authenticated as. */
export interface DispositivoAutenticado {
  id: number;
  usuarioId: number;
}
