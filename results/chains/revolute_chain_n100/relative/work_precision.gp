# Work-precision plots written by mbdae compare: error of the marker against wall time.
set logscale xy
set format x '1e%L'
set format y '1e%L'
set grid
set xlabel 'wall time of the integration (s)'
set ylabel 'max error of marker tip up to t = 1 s (m)' noenhanced
set terminal pngcairo noenhanced size 1400,822 font ',9'
set key below vertical maxrows 2 height 2 font ',8'
set output 'work_precision_relative_fixed.png'
set title 'Work-precision: revolute_chain, relative_fixed, t_end = 1 s' noenhanced
plot 'work_precision_relative_fixed.dat' index 0 using 2:1 with linespoints lc rgb '#4e79a7' pt 7 ps 0.6 title columnheader(1), \
  'work_precision_relative_fixed.dat' index 1 using 2:1 with linespoints lc rgb '#f28e2b' pt 5 ps 0.6 title columnheader(1), \
  'work_precision_relative_fixed.dat' index 2 using 2:1 with linespoints lc rgb '#e15759' pt 9 ps 0.6 title columnheader(1), \
  'work_precision_relative_fixed.dat' index 3 using 2:1 with linespoints lc rgb '#76b7b2' pt 11 ps 0.6 title columnheader(1), \
  for [i=0:2] 'work_precision_peers.dat' index i using 2:1 with linespoints lw 3 dt 2 pt 5 ps 0.9 title columnheader(1)
set terminal pngcairo noenhanced size 1400,809 font ',9'
set key below vertical maxrows 1 height 2 font ',8'
set output 'work_precision_relative_adaptive.png'
set title 'Work-precision: revolute_chain, relative_adaptive, t_end = 1 s' noenhanced
plot 'work_precision_relative_adaptive.dat' index 0 using 2:1 with linespoints lc rgb '#4e79a7' pt 7 ps 0.6 title columnheader(1), \
  'work_precision_relative_adaptive.dat' index 1 using 2:1 with linespoints lc rgb '#f28e2b' pt 5 ps 0.6 title columnheader(1), \
  for [i=0:2] 'work_precision_peers.dat' index i using 2:1 with linespoints lw 3 dt 2 pt 5 ps 0.9 title columnheader(1)
