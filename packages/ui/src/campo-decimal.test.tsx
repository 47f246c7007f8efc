// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { campo } from '@talento/rules';
import { CampoArchivos } from './campo-archivo';
import { CampoDecimal, leerDecimal, limpiarDecimal } from './campo-decimal';
import { propsDeControl } from './props-de-control';
import { useFormulario } from './use-formulario';

afterEach(cleanup);

const Esquema = z.object({
  puntaje: campo
    .decimal({
      min: 0,
      max: 100,
      mensaje: 'El puntaje debe estar entre 0 y 100',
      mensajeRango: 'El puntaje debe estar entre 0 y 100',
    })
    .nullable(),
  archivos: z.array(z.custom<File>()).max(1, 'Solo un archivo'),
});

function Formulario({
  onDatos,
  inicial = null,
}: {
  onDatos: (d: z.output<typeof Esquema>) => void;
  inicial?: number | null;
}) {
  const { control, handleSubmit, reset, refFormulario } = useFormulario(Esquema, {
    defaultValues: { puntaje: inicial, archivos: [] },
  });
  return (
    <form ref={refFormulario} noValidate onSubmit={(e) => void handleSubmit(onDatos)(e)}>
      <Controller
        control={control}
        name="puntaje"
        render={(c) => <CampoDecimal etiqueta="Puntaje" enteros={3} vacio={null} {...propsDeControl(c)} />}
      />
      <Controller
        control={control}
        name="archivos"
        render={(c) => <CampoArchivos etiqueta="Evidencias" {...propsDeControl(c)} />}
      />
      <button type="submit">Guardar</button>
      <button type="button" onClick={() => reset({ puntaje: 42.5, archivos: [] })}>
        Reiniciar
      </button>
    </form>
  );
}

const puntaje = () => screen.getByRole('textbox', { name: 'Puntaje' });

describe('CampoDecimal', () => {
  it('limpia lo escrito: dígitos y una coma (el punto se vuelve coma), decimales y enteros acotados', () => {
    expect(limpiarDecimal('87.55', 3, 2)).toBe('87,55');
    expect(limpiarDecimal('8a7,5,9', 3, 2)).toBe('87,59');
    expect(limpiarDecimal('12345', 3, 2)).toBe('123');
    expect(limpiarDecimal('-5', 3, 2)).toBe('5');
    expect(limpiarDecimal('5,', 3, 0)).toBe('5');
    expect(leerDecimal('87,', null)).toBe(87);
    expect(leerDecimal(',5', null)).toBe(0.5);
    expect(leerDecimal('', null)).toBeNull();
    expect(leerDecimal(',', undefined)).toBeUndefined();
  });

  it('el formulario recibe un número (coma decimal colombiana), null si se borra', async () => {
    const enviados: z.output<typeof Esquema>[] = [];
    render(<Formulario onDatos={(d) => enviados.push(d)} />);
    await userEvent.type(puntaje(), '87.5');
    expect(puntaje()).toHaveProperty('value', '87,5');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(enviados).toEqual([{ puntaje: 87.5, archivos: [] }]));
    await userEvent.clear(puntaje());
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(enviados[1]).toEqual({ puntaje: null, archivos: [] }));
  });

  it('muestra el valor inicial y el que pone el formulario (reset); fuera de rango, el mensaje del esquema ligado', async () => {
    render(<Formulario onDatos={() => undefined} inicial={9.25} />);
    expect(puntaje()).toHaveProperty('value', '9,25');
    await userEvent.click(screen.getByRole('button', { name: 'Reiniciar' }));
    await waitFor(() => expect(puntaje()).toHaveProperty('value', '42,5'));
    await userEvent.clear(puntaje());
    await userEvent.type(puntaje(), '100,5');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    const mensaje = await screen.findByText('El puntaje debe estar entre 0 y 100');
    expect(puntaje().getAttribute('aria-describedby')).toContain(mensaje.id);
    expect(document.activeElement).toBe(puntaje());
  });
});

describe('CampoArchivos', () => {
  it('entrega todos los archivos elegidos como lista y muestra el mensaje del esquema', async () => {
    render(<Formulario onDatos={() => undefined} />);
    const entrada = screen.getByLabelText('Evidencias');
    expect(entrada).toHaveProperty('multiple', true);
    await userEvent.upload(entrada, [
      new File(['a'], 'a.pdf', { type: 'application/pdf' }),
      new File(['b'], 'b.pdf', { type: 'application/pdf' }),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    const mensaje = await screen.findByText('Solo un archivo');
    expect(entrada.getAttribute('aria-describedby')).toContain(mensaje.id);
  });
});
