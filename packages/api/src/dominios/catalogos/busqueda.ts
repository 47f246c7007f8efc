import { z } from 'zod';
import { campo } from '@talento/rules';

/** Typeahead text: cities from 3 characters, clients from 4 (spec 01 §5). */
export const BusquedaCiudad = z.object({
  texto: campo.texto({ min: 3, max: 100, mensaje: 'Escriba al menos 3 caracteres' }),
});
export const BusquedaCliente = z.object({
  texto: campo.texto({ min: 4, max: 100, mensaje: 'Escriba al menos 4 caracteres' }),
});
