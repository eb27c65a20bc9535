/** @jest-environment node */
import { whatsappChatUrl } from '../../../src/domain/cart/whatsapp';

describe('whatsappChatUrl', () => {
  it('keeps the digits of the number and encodes the text', () => {
    expect(whatsappChatUrl('+90 555 111 22 33', 'VK-1 kodlu ürün?')).toBe(
      'https://wa.me/905551112233?text=VK-1%20kodlu%20%C3%BCr%C3%BCn%3F',
    );
  });

  it.each(['', '1234', 'javascript:', 'abc-12'])('is null for %p (fewer than 5 digits)', (number) => {
    expect(whatsappChatUrl(number, 'x')).toBeNull();
  });

  it('is always https on wa.me, whatever the configured number holds', () => {
    expect(whatsappChatUrl('javascript:alert(12345)//evil.example', 'x')).toBe('https://wa.me/12345?text=x');
  });
});
