# The motion of the planar examples of paper 003 (written by mbdae reproduce paper003).
set datafile separator ','
set datafile columnheaders
set grid
set key outside right
set terminal pngcairo size 1200,460 font ',10' noenhanced
set output 'motion_simple_pendulum.png'
set multiplot layout 1,2 title 'simple_pendulum: markers, planar NACF (lines) and (x, y, theta) (points), UKE + direct correction'
set size ratio -1
set xlabel 'x (m)'
set ylabel 'y (m)'
plot 'motion_simple_pendulum_planar-nacf.csv' using 2:3 with lines lt 1 lw 1.2 title 'bob', 'motion_simple_pendulum_planar-xytheta.csv' using 2:3 every 10 with points lt 1 pt 6 ps 0.5 notitle
set size noratio
set xlabel 't (s)'
set ylabel 'bob.x (m)'
plot 'motion_simple_pendulum_planar-nacf.csv' using 1:2 with lines lw 1.2 title 'planar NACF', 'motion_simple_pendulum_planar-xytheta.csv' using 1:2 every 10 with points pt 6 ps 0.5 title '(x, y, theta)'
unset multiplot
set output 'motion_double_pendulum.png'
set multiplot layout 1,2 title 'double_pendulum: markers, planar NACF (lines) and (x, y, theta) (points), UKE + direct correction'
set size ratio -1
set xlabel 'x (m)'
set ylabel 'y (m)'
plot 'motion_double_pendulum_planar-nacf.csv' using 2:3 with lines lt 1 lw 1.2 title 'A', 'motion_double_pendulum_planar-xytheta.csv' using 2:3 every 10 with points lt 1 pt 6 ps 0.5 notitle, \
     'motion_double_pendulum_planar-nacf.csv' using 4:5 with lines lt 2 lw 1.2 title 'tip', 'motion_double_pendulum_planar-xytheta.csv' using 4:5 every 10 with points lt 2 pt 6 ps 0.5 notitle
set size noratio
set xlabel 't (s)'
set ylabel 'A.x (m)'
plot 'motion_double_pendulum_planar-nacf.csv' using 1:2 with lines lw 1.2 title 'planar NACF', 'motion_double_pendulum_planar-xytheta.csv' using 1:2 every 10 with points pt 6 ps 0.5 title '(x, y, theta)'
unset multiplot
set output 'motion_slider_crank.png'
set multiplot layout 1,2 title 'slider_crank: markers, planar NACF (lines) and (x, y, theta) (points), UKE + direct correction'
set size ratio -1
set xlabel 'x (m)'
set ylabel 'y (m)'
plot 'motion_slider_crank_planar-nacf.csv' using 2:3 with lines lt 1 lw 1.2 title 'A', 'motion_slider_crank_planar-xytheta.csv' using 2:3 every 10 with points lt 1 pt 6 ps 0.5 notitle, \
     'motion_slider_crank_planar-nacf.csv' using 4:5 with lines lt 2 lw 1.2 title 'B', 'motion_slider_crank_planar-xytheta.csv' using 4:5 every 10 with points lt 2 pt 6 ps 0.5 notitle
set size noratio
set xlabel 't (s)'
set ylabel 'A.x (m)'
plot 'motion_slider_crank_planar-nacf.csv' using 1:2 with lines lw 1.2 title 'planar NACF', 'motion_slider_crank_planar-xytheta.csv' using 1:2 every 10 with points pt 6 ps 0.5 title '(x, y, theta)'
unset multiplot
set output 'motion_planar_four_bar.png'
set multiplot layout 1,2 title 'planar_four_bar: markers, planar NACF (lines) and (x, y, theta) (points), UKE + direct correction'
set size ratio -1
set xlabel 'x (m)'
set ylabel 'y (m)'
plot 'motion_planar_four_bar_planar-nacf.csv' using 2:3 with lines lt 1 lw 1.2 title 'A', 'motion_planar_four_bar_planar-xytheta.csv' using 2:3 every 10 with points lt 1 pt 6 ps 0.5 notitle, \
     'motion_planar_four_bar_planar-nacf.csv' using 4:5 with lines lt 2 lw 1.2 title 'B', 'motion_planar_four_bar_planar-xytheta.csv' using 4:5 every 10 with points lt 2 pt 6 ps 0.5 notitle
set size noratio
set xlabel 't (s)'
set ylabel 'A.x (m)'
plot 'motion_planar_four_bar_planar-nacf.csv' using 1:2 with lines lw 1.2 title 'planar NACF', 'motion_planar_four_bar_planar-xytheta.csv' using 1:2 every 10 with points pt 6 ps 0.5 title '(x, y, theta)'
unset multiplot
set output 'motion_andrews_squeezer.png'
set multiplot layout 1,2 title 'andrews_squeezer: markers, planar NACF (lines) and (x, y, theta) (points), UKE + direct correction'
set size ratio -1
set xlabel 'x (m)'
set ylabel 'y (m)'
plot 'motion_andrews_squeezer_planar-nacf.csv' using 2:3 with lines lt 1 lw 1.2 title 'F', 'motion_andrews_squeezer_planar-xytheta.csv' using 2:3 every 10 with points lt 1 pt 6 ps 0.5 notitle, \
     'motion_andrews_squeezer_planar-nacf.csv' using 4:5 with lines lt 2 lw 1.2 title 'E', 'motion_andrews_squeezer_planar-xytheta.csv' using 4:5 every 10 with points lt 2 pt 6 ps 0.5 notitle, \
     'motion_andrews_squeezer_planar-nacf.csv' using 6:7 with lines lt 3 lw 1.2 title 'D', 'motion_andrews_squeezer_planar-xytheta.csv' using 6:7 every 10 with points lt 3 pt 6 ps 0.5 notitle
set size noratio
set xlabel 't (s)'
set ylabel 'F.x (m)'
plot 'motion_andrews_squeezer_planar-nacf.csv' using 1:2 with lines lw 1.2 title 'planar NACF', 'motion_andrews_squeezer_planar-xytheta.csv' using 1:2 every 10 with points pt 6 ps 0.5 title '(x, y, theta)'
unset multiplot
