#!/bin/sh
# Regenerates the stand-in's show video: a 12 s loop cut into six 2 s HLS
# segments (.mpegts, so TypeScript tools skip them; H.264 baseline + AAC, 640x360). The output is committed, so
# `npm start` needs no ffmpeg; run this only to change the picture.
#   sh test-harness/live-shopping/media/make-media.sh
set -e
cd "$(dirname "$0")"
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
rm -f loop*.mpegts loop.m3u8
ffmpeg -hide_banner -loglevel error -y \
  -loop 1 -framerate 24 -i ../../../fixtures/astronaut.png \
  -f lavfi -i "sine=frequency=220:sample_rate=44100,volume=0.05" \
  -t 12 \
  -filter_complex "[0:v]scale=1280:-1,zoompan=z='1.15+0.1*sin(2*PI*on/288)':x='iw/2-(iw/zoom/2)':y='ih/3-(ih/zoom/3)':d=1:s=640x360:fps=24,\
drawbox=x=0:y=ih-56:w=iw:h=56:color=black@0.55:t=fill,\
drawtext=fontfile=$FONT:text='AURELLE LIVE':x=20:y=h-40:fontsize=22:fontcolor=white,\
drawbox=x='20+mod(t*50,560)':y=16:w=24:h=6:color=0xd14a6b:t=fill,format=yuv420p[v]" \
  -map "[v]" -map 1:a -c:v libx264 -profile:v baseline -level 3.0 -preset veryslow -crf 34 -g 48 -keyint_min 48 -sc_threshold 0 \
  -c:a aac -b:a 32k -ac 1 \
  -f hls -hls_time 2 -hls_list_size 0 -hls_segment_filename 'loop%d.mpegts' loop.m3u8
rm loop.m3u8; ls -l loop*
