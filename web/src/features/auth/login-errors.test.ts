import { describe, expect, it } from 'vitest';
import { ConnectionError, HttpError, MalformedAnswerError } from '../../api/errors.ts';
import { loginErrorMessage, parseWait } from './login-errors.ts';

const unauthorized = (body: unknown) => new HttpError('session', 401, body);

describe('loginErrorMessage', () => {
  it('counts the attempts left', () => {
    expect(loginErrorMessage(unauthorized([{ code: 'attempts_left', message: '4', attempts_left: 4 }]))).toBe(
      'Número de tentativas restantes: 4. Ao exceder, será necessário aguardar 2 minutos para tentar novamente.',
    );
    expect(loginErrorMessage(unauthorized([{ code: 'attempts_left', message: '1' }]))).toContain('restantes: 1.');
  });

  it('gives the lockout wait in minutes and seconds', () => {
    const prefix = 'Você excedeu o número máximo de tentativas. Tente novamente em ';
    expect(loginErrorMessage(unauthorized([{ code: 'max_attempts', message: '118', wait_seconds: 118 }]))).toBe(
      `${prefix}1 minuto e 58 segundos.`,
    );
    expect(loginErrorMessage(unauthorized([{ code: 'max_attempts', message: '45' }]))).toBe(`${prefix}45 segundos.`);
    expect(loginErrorMessage(unauthorized([{ code: 'max_attempts', message: '02:00' }]))).toBe(`${prefix}2 minutos.`);
    expect(loginErrorMessage(unauthorized([{ code: 'max_attempts', message: '1:01' }]))).toBe(
      `${prefix}1 minuto e 1 segundo.`,
    );
  });

  it('says invalid credentials for any other 401', () => {
    expect(loginErrorMessage(unauthorized([{ code: 'invalid_credentials', message: '' }]))).toBe('Credenciais inválidas');
    expect(loginErrorMessage(unauthorized({ status: 'unauthorized' }))).toBe('Credenciais inválidas');
    expect(loginErrorMessage(unauthorized(undefined))).toBe('Credenciais inválidas');
  });

  it('blames the connection for anything else', () => {
    const message =
      'Houve um erro ao tentar realizar seu login. Verifique sua conexão com o dispositivo e tente novamente.';
    expect(loginErrorMessage(new ConnectionError('session'))).toBe(message);
    expect(loginErrorMessage(new HttpError('session', 500, null))).toBe(message);
    expect(loginErrorMessage(new MalformedAnswerError('session', 'x'))).toBe(message);
  });
});

describe('parseWait', () => {
  it('reads seconds, mm:ss, or wait_seconds', () => {
    expect(parseWait('118')).toBe(118);
    expect(parseWait('01:58')).toBe(118);
    expect(parseWait('whatever', 30)).toBe(30);
    expect(parseWait('soon')).toBeUndefined();
  });
});
