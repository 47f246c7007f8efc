// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { campo } from '@talento/rules';
import { CampoCatalogo } from './campo-catalogo';
import type { OpcionTypeahead } from './typeahead';
import { useFormulario } from './use-formulario';

// jsdom has no ResizeObserver (Headless UI watches the open list's anchor with it); jsdom lays nothing out, so a
// browser's would never report a resize here either.
globalThis.ResizeObserver ??= class {
  observe = () => undefined;
  unobserve = () => undefined;
  disconnect = () => undefined;
};

const CIUDADES: OpcionTypeahead[] = [
  { id: 11, etiqueta: 'Bogotá', detalle: 'Cundinamarca' },
  { id: 5, etiqueta: 'Medellín', detalle: 'Antioquia' },
];

const Esquema = z.object({ ciudadId: campo.id('Campo requerido') });
type Datos = z.output<typeof Esquema>;

/** A form like the hiring order's: the city is picked from the catalogue and only its id is kept. */
function Formulario({
  inicial,
  onDatos,
  busquedas,
}: {
  inicial: OpcionTypeahead | null;
  onDatos: (d: Datos) => void;
  busquedas: string[];
}) {
  const { control, handleSubmit, refFormulario } = useFormulario(Esquema, {
    defaultValues: { ciudadId: inicial?.id } as z.input<typeof Esquema>,
  });
  const buscar = (texto: string) => {
    busquedas.push(texto);
    return Promise.resolve(CIUDADES.filter((c) => c.etiqueta.toLowerCase().startsWith(texto.toLowerCase())));
  };
  return (
    <form ref={refFormulario} noValidate onSubmit={(e) => void handleSubmit(onDatos)(e)}>
      <CampoCatalogo
        control={control}
        name="ciudadId"
        etiqueta="Ciudad de trabajo"
        requerido
        buscar={buscar}
        minCaracteres={3}
        inicial={inicial}
      />
      <button type="submit">Guardar</button>
    </form>
  );
}

function montar(inicial: OpcionTypeahead | null) {
  const enviados: Datos[] = [];
  const busquedas: string[] = [];
  render(<Formulario inicial={inicial} onDatos={(d) => enviados.push(d)} busquedas={busquedas} />);
  return { enviados, busquedas, campo: screen.getByRole('combobox', { name: 'Ciudad de trabajo' }) };
}

describe('CampoCatalogo', () => {
  it('empty: "Campo requerido" on the field (aria-invalid) and nothing is sent', async () => {
    const { enviados, campo } = montar(null);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Campo requerido')).toBeTruthy();
    expect(campo.getAttribute('aria-invalid')).toBe('true');
    expect(campo.getAttribute('aria-required')).toBe('true');
    expect(enviados).toEqual([]);
  });

  it('searches only from the minimum characters; the option chosen keeps showing its name and the form gets its id', async () => {
    const { enviados, busquedas, campo } = montar(null);
    await userEvent.type(campo, 'Bo');
    expect(await screen.findByText('Escriba 1 caracter(es) más')).toBeTruthy();
    expect(busquedas).toEqual([]);
    await userEvent.type(campo, 'g');
    // Each option named by its label and detail, also as aria-label (not only by text that may be hidden a moment).
    const opcion = await screen.findByRole('option', { name: 'Bogotá Cundinamarca' });
    expect(opcion.getAttribute('aria-label')).toBe('Bogotá Cundinamarca');
    // The visible text is the same (axe label-content-name-mismatch), with the space between name and detail.
    expect(opcion.textContent).toBe('Bogotá Cundinamarca');
    await userEvent.click(opcion);
    expect(busquedas).toEqual(['Bog']);
    // The name, not a placeholder built from the id.
    await waitFor(() => expect((campo as HTMLInputElement).value).toBe('Bogotá'));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(enviados).toEqual([{ ciudadId: 11 }]));
    expect(campo.getAttribute('aria-invalid')).toBeNull();
  });

  it('starts with the saved option by name; choosing another replaces it', async () => {
    const { enviados, campo } = montar(CIUDADES[1]!);
    expect((campo as HTMLInputElement).value).toBe('Medellín');
    await userEvent.clear(campo);
    await userEvent.type(campo, 'Bog');
    await userEvent.click(await screen.findByRole('option', { name: /Bogotá/ }));
    await waitFor(() => expect((campo as HTMLInputElement).value).toBe('Bogotá'));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(enviados).toEqual([{ ciudadId: 11 }]));
  });
});
