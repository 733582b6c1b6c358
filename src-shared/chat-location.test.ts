import { describe, expect, it } from 'vitest';
import { focusText, isLocationMessage, locationPayload, myLocationText, parseBox, parsePoint } from './chat-location';

describe('location messages', () => {
  it('shows the shared location, "My location is:" and the map box as "Location was sent"', () => {
    expect(isLocationMessage(locationPayload({ latitude: 59.3293, longitude: 18.0686 }))).toBe(true);
    expect(isLocationMessage(myLocationText({ latitude: -23.5, longitude: -46.6 }))).toBe(true);
    expect(isLocationMessage(focusText(59.33, 18.07, 5000))).toBe(true);
    expect(isLocationMessage('Tracks near 59.3, 18.0')).toBe(false);
  });

  it('turns the map seed into a box around the centre', () => {
    const box = JSON.parse(focusText(0, 10, 111_320).split(': ')[1]!);
    expect(box.north).toBeCloseTo(1, 5);
    expect(box.south).toBeCloseTo(-1, 5);
    expect(box.east).toBeCloseTo(11, 5);
  });
});

describe('the Worker reads what the web writes', () => {
  it('reads the position back from the payload, bare or after "My location is:"', () => {
    const position = { latitude: 59.3293, longitude: 18.0686 };
    expect(parsePoint(locationPayload(position))).toEqual({ lat: 59.3293, lng: 18.0686 });
    expect(parsePoint(myLocationText(position))).toEqual({ lat: 59.3293, lng: 18.0686 });
  });

  it('reads the box back from the map seed', () => {
    expect(parseBox(focusText(0, 10, 111_320))).toEqual({ north: 1, south: -1, east: 11, west: 9 });
  });

  it('reads the forms older clients and stored histories hold', () => {
    expect(parsePoint('My location is: {"latitude":-23.5,"longitude":-46.6}')).toEqual({ lat: -23.5, lng: -46.6 });
    expect(parseBox('Focus on tracks within this bounding box: {"north":59.4,"south":59.3,"east":18.1,"west":18}')).toEqual({
      north: 59.4,
      south: 59.3,
      east: 18.1,
      west: 18,
    });
  });

  it('takes "lat, lng" typed by hand, and refuses positions off the globe', () => {
    expect(parsePoint('tracks near 59.3, 18.0')).toEqual({ lat: 59.3, lng: 18 });
    expect(parsePoint('{"latitude":91,"longitude":0}')).toBeNull();
    expect(parseBox('{"north":1,"south":2,"east":0,"west":0}')).toBeNull();
  });
});
