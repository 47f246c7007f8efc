// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRPCClientError } from '@trpc/client';
import { Controller, type FieldErrors } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { campo } from '@talento/rules';
import { CampoTexto } from './campo-texto';
import { Casilla } from './campos-formulario';
import { ponerErroresDelServidor } from './errores-servidor';
import { GrupoOpciones } from './grupo-opciones';
import { mensajeCampo, primerMensaje } from './mensajes-formulario';
import { useFormulario } from './use-formulario';

afterEach(cleanup);

const Esquema = z.object({
  accion: campo.texto({ min: 1, max: 20, mensaje: 'Opcion invalida' }),
  visibles: z.array(campo.id()).min(1, 'Elija al menos uno'),
  nota: campo.texto({ max: 5, mensajeLargo: 'Nota muy larga' }),
});

/** A radio group, a checkbox group and a text field below them, as the CV modals build them. */
function Formulario({ onDatos, falla }: { onDatos: (d: z.output<typeof Esquema>) => void; falla?: unknown }) {
  const { control, register, handleSubmit, setError, formState, refFormulario } = useFormulario(Esquema, {
    defaultValues: { accion: '', visibles: [], nota: '' },
  });
  const enviar = handleSubmit((d) => (falla ? ponerErroresDelServidor(falla, setError) : onDatos(d)));
  return (
    <form ref={refFormulario} noValidate onSubmit={(e) => void enviar(e)}>
      <Controller
        control={control}
        name="accion"
        render={({ field, fieldState }) => (
          <GrupoOpciones
            leyenda="¿A dónde enviar?"
            requerido
            error={fieldState.error?.message}
            ref={field.ref}
          >
            {(aria) =>
              ['categoria', 'pedido'].map((a) => (
                <label key={a}>
                  <input
                    type="radio"
                    name={field.name}
                    {...aria}
                    checked={field.value === a}
                    onChange={() => field.onChange(a)}
                  />
                  {a}
                </label>
              ))
            }
          </GrupoOpciones>
        )}
      />
      <Controller
        control={control}
        name="visibles"
        render={({ field }) => (
          <GrupoOpciones
            leyenda="Visibles"
            error={mensajeCampo(formState.errors, 'visibles')}
            ref={field.ref}
          >
            {(aria) =>
              [4, 5].map((id) => (
                <Casilla
                  key={id}
                  {...aria}
                  etiqueta={`Requisito ${id}`}
                  valor={field.value.includes(id)}
                  onChange={(si) =>
                    field.onChange(si ? [...field.value, id] : field.value.filter((x) => x !== id))
                  }
                />
              ))
            }
          </GrupoOpciones>
        )}
      />
      <CampoTexto etiqueta="Nota" error={formState.errors.nota?.message} {...register('nota')} />
      <button type="submit">Guardar</button>
    </form>
  );
}

const descripcion = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('GrupoOpciones', () => {
  it('se nombra por su leyenda; requerido: "*" visible y "(obligatorio)" leído con cada opción', () => {
    render(<Formulario onDatos={() => undefined} />);
    const grupo = screen.getByRole('group', { name: '¿A dónde enviar?' });
    expect(grupo.querySelector('legend [aria-hidden="true"]')?.textContent).toBe('*');
    for (const radio of screen.getAllByRole('radio')) expect(descripcion(radio)).toEqual(['(obligatorio)']);
    expect(screen.getByRole('checkbox', { name: 'Requisito 4' }).getAttribute('aria-describedby')).toBeNull();
  });

  it('al enviar vacío: el mensaje bajo el grupo, ligado a cada opción, y el foco en la primera opción del primer grupo inválido', async () => {
    const enviados: unknown[] = [];
    render(<Formulario onDatos={(d) => enviados.push(d)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getByText('Opcion invalida')).toBeTruthy());
    const [primera] = screen.getAllByRole('radio');
    expect(document.activeElement).toBe(primera);
    expect(primera?.getAttribute('aria-invalid')).toBe('true');
    expect(descripcion(primera!)).toEqual(['(obligatorio)', 'Opcion invalida']);
    const casilla = screen.getByRole('checkbox', { name: 'Requisito 4' });
    expect(casilla.getAttribute('aria-invalid')).toBe('true');
    expect(descripcion(casilla)).toEqual(['Elija al menos uno']);
    expect(enviados).toEqual([]);
  });

  it('elegidas las opciones, entrega los valores y se quitan las marcas de error', async () => {
    const enviados: z.output<typeof Esquema>[] = [];
    render(<Formulario onDatos={(d) => enviados.push(d)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await userEvent.click(screen.getByRole('radio', { name: 'pedido' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Requisito 5' }));
    expect(screen.getByRole('radio', { name: 'pedido' }).getAttribute('aria-invalid')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(enviados).toEqual([{ accion: 'pedido', visibles: [5], nota: '' }]));
  });

  it('un mensaje del servidor para el grupo va bajo el grupo y enfoca su primera opción (ref del Controller)', async () => {
    const falla = TRPCClientError.from({
      error: {
        message: 'Información errada',
        code: -32600,
        data: {
          code: 'BAD_REQUEST',
          httpStatus: 400,
          campos: { visibles: ['El requerimiento no es de la persona'] },
        },
      },
    });
    render(<Formulario onDatos={() => undefined} falla={falla} />);
    await userEvent.click(screen.getByRole('radio', { name: 'categoria' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Requisito 4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getByText('El requerimiento no es de la persona')).toBeTruthy());
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Requisito 4' }));
  });
});

describe('mensajes del formulario', () => {
  it('primerMensaje busca en campos anidados y listas sin entrar en ref; mensajeCampo mira debajo de un campo', () => {
    const errores: FieldErrors = {
      archivo: { 1: { type: 'custom', message: 'Tipo de archivo no permitido' } },
      nombre: { type: 'custom', message: '' },
    };
    expect(primerMensaje(errores)).toBe('Tipo de archivo no permitido');
    expect(primerMensaje({ x: { type: 'custom', ref: { message: 'del DOM' } } })).toBeUndefined();
    expect(mensajeCampo(errores, 'archivo')).toBe('Tipo de archivo no permitido');
    expect(mensajeCampo(errores, 'nombre')).toBeUndefined();
    expect(mensajeCampo(errores, 'otro')).toBeUndefined();
  });
});
